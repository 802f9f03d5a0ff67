import type { Tx } from './demo-seed';
import { seedDemoEmployees } from './demo-employees';
import { seedDemoInvestors } from './demo-investors';
import { seedDemoSuppliers } from './demo-suppliers';
import { seedDemoConstruction } from './demo-construction';

/** What the operations part of the demo builds on: the demo's two wallets, its approver, its clock. */
export interface DemoContext {
  walletUzs: { id: number; currency_id: number };
  walletUsd: { id: number; currency_id: number };
  executor_id: number;
  /** Midnight UTC of today + offset days. */
  day: (offset?: number) => Date;
  /** Today + offset days at hh:mm Tashkent time. */
  at: (offset: number, hh: number, mm?: number) => Date;
}

/**
 * Employees, investors, suppliers and construction projects with their history. Money moves through
 * demo-seed.ts's addOperation, which keeps each wallet's balance equal to its operations.
 * Construction comes first: supplier deliveries may point at its projects.
 */
export async function seedDemoOperations(tx: Tx, ctx: DemoContext): Promise<void> {
  const construction = await seedDemoConstruction(tx, ctx);
  await seedDemoInvestors(tx, ctx);
  await seedDemoEmployees(tx, ctx);
  await seedDemoSuppliers(tx, ctx, construction);
}
