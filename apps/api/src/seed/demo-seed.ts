/**
 * A small, realistic demo data set for trying the product (`node dist/cli.js seed --demo`):
 * two buildings with blocks and rooms in every status, clients, leads with talks, two wallets
 * (UZS and USD) whose balances equal their operations, an approved instalment sale with a
 * schedule and payments (one instalment overdue), a paid-in-full sale, a pending sale, and two
 * demo users; then employees, investors, suppliers and construction (demo-operations.ts); the
 * company's details, passports of the buyers and contract numbers of the confirmed sales, so
 * that a printed demo contract looks real. Run after
 * runSeed (it needs the roles and reference data). One file a domain: demo-<domain>.ts.
 *
 * Demo users (phone / password):
 *   operator       +998 (90) 111-00-01 / operator123
 *   sales manager  +998 (90) 111-00-02 / manager123
 *
 * Idempotent: if the demo users or the first demo building already exist, it does nothing.
 */
import { CURRENCY_USD, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER } from '@mijozlar/shared';
import { hashPassword } from '../common/auth/password';
import { PrismaClient } from '../database/prisma-client';
import { DEMO_BUILDING_NAMES, seedDemoBuildings } from './demo-buildings';
import { seedDemoClients } from './demo-clients';
import { at, day } from './demo-clock';
import { DEMO_USD_RATE, seedDemoWallets, type Tx } from './demo-ledger';
import { seedDemoOperations } from './demo-operations';
import { seedDemoSales } from './demo-sales';

const DEMO_LOCK_KEY = 72707371;

export const DEMO_OPERATOR = { phone: '+998901110001', password: 'operator123', full_name: 'Dilnoza Karimova', position: 'Operator' };
export const DEMO_SALES_MANAGER = {
  phone: '+998901110002',
  password: 'manager123',
  full_name: 'Jasur Toshmatov',
  position: 'Sotuv menejeri',
};

// ─── The seed ─────────────────────────────────────────────────────────────────────────────────

async function alreadySeeded(db: PrismaClient | Tx): Promise<boolean> {
  const user = await db.user.findFirst({
    where: { phone_number: { in: [DEMO_OPERATOR.phone, DEMO_SALES_MANAGER.phone] } },
    select: { id: true },
  });
  if (user) return true;
  const building = await db.building.findFirst({ where: { name: DEMO_BUILDING_NAMES[0] }, select: { id: true } });
  return !!building;
}

export async function runDemoSeed(prisma: PrismaClient, log: (msg: string) => void = () => undefined): Promise<void> {
  if (await alreadySeeded(prisma)) {
    log('demo: already present, nothing to do');
    return;
  }
  const [operatorHash, managerHash] = await Promise.all([
    hashPassword(DEMO_OPERATOR.password),
    hashPassword(DEMO_SALES_MANAGER.password),
  ]);

  const created = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
      if (await alreadySeeded(tx)) return false; // another process got there first
      await seedDemo(tx, operatorHash, managerHash);
      return true;
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
  log(created ? 'demo: demo data created' : 'demo: already present, nothing to do');
}

async function seedDemo(tx: Tx, operatorHash: string, managerHash: string): Promise<void> {
  const roles = await tx.role.findMany({ where: { name: { in: [ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER] } } });
  const roleId = (name: string) => {
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`Demo seed: role "${name}" is missing; run the seed first`);
    return role.id;
  };

  // Users
  const operator = await tx.user.create({
    data: {
      phone_number: DEMO_OPERATOR.phone,
      full_name: DEMO_OPERATOR.full_name,
      position: DEMO_OPERATOR.position,
      password_hash: operatorHash,
      role_id: roleId(ROLE_OPERATOR),
      date_of_birth: new Date(Date.UTC(1996, 4, 14)),
    },
  });
  const manager = await tx.user.create({
    data: {
      phone_number: DEMO_SALES_MANAGER.phone,
      full_name: DEMO_SALES_MANAGER.full_name,
      position: DEMO_SALES_MANAGER.position,
      password_hash: managerHash,
      role_id: roleId(ROLE_SALES_MANAGER),
      date_of_birth: new Date(Date.UTC(1991, 10, 2)),
    },
  });
  const admin = await tx.user.findFirst({ where: { role_id: roleId(ROLE_ADMIN) }, orderBy: { id: 'asc' } });
  const approver = admin ?? manager;

  // Today's rate
  await tx.exchangeRate.upsert({
    where: { currency_id_date: { currency_id: CURRENCY_USD, date: day(0) } },
    create: { currency_id: CURRENCY_USD, date: day(0), rate: DEMO_USD_RATE },
    update: {},
  });

  // In this order: the ids of the demo's rows follow it.
  const buildings = await seedDemoBuildings(tx, approver.id);
  const clients = await seedDemoClients(tx, { operator: operator.id, manager: manager.id });
  const wallets = await seedDemoWallets(tx, { approver: approver.id, manager: manager.id });
  await seedDemoSales(tx, buildings, clients, wallets, { manager: manager.id, approver: approver.id });
  await seedDemoOperations(tx, { ...wallets, executor_id: approver.id, day, at });

  // The company's details, as a printed contract shows them (the row exists from the migration on).
  await tx.companySettings.upsert({ where: { id: 1 }, create: { id: 1, ...DEMO_COMPANY }, update: DEMO_COMPANY });
}

/** A plausible Tashkent developer: what the demo's printed contracts, schedules and receipts show. */
export const DEMO_COMPANY = {
  name: 'Yangi Hayot Qurilish MChJ',
  inn: '305214789',
  address: 'Toshkent shahri, Yunusobod tumani, Amir Temur koʻchasi, 107B',
  phone: '+998 71 205-15-15',
  bank_name: 'Kapitalbank ATB Toshkent shahar filiali',
  bank_account: '20208000405123456001',
  mfo: '01018',
  director: 'Mirzayev Javlon Botirovich',
  escrow_bank: 'Ipoteka-bank ATB',
  escrow_account: '20216000905123456002',
};
