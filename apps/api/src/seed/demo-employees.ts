import type { Tx } from './demo-seed';
import type { DemoContext } from './demo-operations';

/** Demo employees with their history (filled in with the employees module). */
export async function seedDemoEmployees(_tx: Tx, _ctx: DemoContext): Promise<void> {}
