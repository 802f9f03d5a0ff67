import type { Tx } from './demo-seed';
import type { DemoContext } from './demo-operations';

/** The demo's construction projects (their ids, for supplier deliveries). */
export interface DemoConstruction {
  projectIds: number[];
}

/** Demo construction projects with their expenses (filled in with the construction module). */
export async function seedDemoConstruction(_tx: Tx, _ctx: DemoContext): Promise<DemoConstruction> {
  return { projectIds: [] };
}
