import type { DemoContext, Tx } from './demo-ledger';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoInvestors } from './demo-investors';
import { seedDemoSuppliers } from './demo-suppliers';
import { seedDemoConstruction } from './demo-construction';

/**
 * Employees, investors, suppliers and construction projects with their history. Money moves through
 * demo-ledger.ts's addOperation, which keeps each wallet's balance equal to its operations.
 * Construction comes first: supplier deliveries may point at its projects.
 */
export async function seedDemoOperations(tx: Tx, ctx: DemoContext): Promise<void> {
  const construction = await seedDemoConstruction(tx, ctx);
  await seedDemoInvestors(tx, ctx);
  await seedDemoEmployees(tx, ctx);
  await seedDemoSuppliers(tx, ctx, construction);
}
