import type { Tx } from './demo-seed';
import type { DemoContext } from './demo-operations';

/** Demo investors with their history (filled in with the investors module). */
export async function seedDemoInvestors(_tx: Tx, _ctx: DemoContext): Promise<void> {}
