import type { Tx } from './demo-seed';
import type { DemoContext } from './demo-operations';
import type { DemoConstruction } from './demo-construction';

/** Demo suppliers with deliveries and payments (filled in with the suppliers module). */
export async function seedDemoSuppliers(_tx: Tx, _ctx: DemoContext, _construction: DemoConstruction): Promise<void> {}
