/**
 * The idempotent seed: reference data (fixed ids), permissions, the default roles and the first
 * admin. Runs at every start; running it again changes nothing:
 * - reference rows are upserted by id, and a row is rewritten only when its values differ;
 * - the id sequences of reference tables are moved past REFERENCE_ID_FLOOR, never backwards;
 * - a role's permission list is written only when the role is created, except that admin gets
 *   any permission it lacks (permissions an admin added to a role are never removed);
 * - the admin user is created only if no user has that phone (a changed password stays);
 * - the built-in document templates are stored, and rewritten when the code's bytes changed.
 * One transaction under an advisory lock, so two processes starting at once do not collide.
 */
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  normalizePhone,
  ROLE_ADMIN,
  type PermissionCode,
} from '@mijozlar/shared';
import { hashPassword } from '../common/auth/password';
import { builtinTemplates } from '../common/documents/builtin';
import { Prisma, PrismaClient } from '../database/prisma-client';
import {
  CITIES,
  CLIENT_STATUSES,
  CREDIT_PERIODS,
  CURRENCIES,
  DEBT_TYPES,
  INVESTOR_TYPES,
  LID_SOURCES,
  LID_STATUSES,
  PAYMENT_METHODS,
  PEOPLE_GROUPS,
  PERMISSION_NAMES,
  REFERENCE_ID_FLOOR,
  REGIONS,
  ROOM_STATUSES,
  SALARY_TYPES,
  SUPPLIER_MATERIALS,
} from './reference-data';
import { seedDocumentTemplates } from './document-templates';

export interface SeedOptions {
  adminPhone: string;
  adminPassword: string;
  log?: (msg: string) => void;
}

type Tx = Prisma.TransactionClient;
type Scalar = string | number | boolean | null;

/** Any advisory-lock key will do as long as nothing else uses it. */
const SEED_LOCK_KEY = 72707370;

interface TableRows {
  table: string;
  key: string;
  rows: readonly Record<string, Scalar>[];
  /** Columns set to now() when a row is inserted or changed (Prisma's @updatedAt). */
  touch?: readonly string[];
  /** Move the id sequence past REFERENCE_ID_FLOOR (tables with autoincrement ids). */
  sequence?: boolean;
}

/**
 * Checks at compile time that the rows fit the model's create input: right types, every required
 * column, and no column the model does not have.
 */
function rowsOf<Input>() {
  return <Row extends Input & Record<Exclude<keyof Row, keyof Input>, never>>(rows: readonly Row[]) =>
    rows as unknown as readonly Record<string, Scalar>[];
}

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The reference tables in foreign-key order (regions before cities). */
export function referenceTables(): TableRows[] {
  return [
    { table: 'currency', key: 'id', sequence: true, rows: rowsOf<Prisma.CurrencyCreateManyInput>()(CURRENCIES) },
    { table: 'room_status', key: 'id', sequence: true, rows: rowsOf<Prisma.RoomStatusCreateManyInput>()(ROOM_STATUSES) },
    { table: 'region', key: 'id', sequence: true, rows: rowsOf<Prisma.RegionCreateManyInput>()(REGIONS) },
    { table: 'city', key: 'id', sequence: true, rows: rowsOf<Prisma.CityCreateManyInput>()(CITIES) },
    { table: 'payment_method', key: 'id', sequence: true, rows: rowsOf<Prisma.PaymentMethodCreateManyInput>()(PAYMENT_METHODS) },
    { table: 'debt_type', key: 'id', sequence: true, rows: rowsOf<Prisma.DebtTypeCreateManyInput>()(DEBT_TYPES) },
    { table: 'credit_period', key: 'id', sequence: true, rows: rowsOf<Prisma.CreditPeriodCreateManyInput>()(CREDIT_PERIODS) },
    { table: 'lid_status', key: 'id', sequence: true, rows: rowsOf<Prisma.LidStatusCreateManyInput>()(LID_STATUSES) },
    { table: 'lid_source', key: 'id', sequence: true, rows: rowsOf<Prisma.LidSourceCreateManyInput>()(LID_SOURCES) },
    { table: 'investor_type', key: 'id', sequence: true, rows: rowsOf<Prisma.InvestorTypeCreateManyInput>()(INVESTOR_TYPES) },
    { table: 'salary_type', key: 'id', sequence: true, rows: rowsOf<Prisma.SalaryTypeCreateManyInput>()(SALARY_TYPES) },
    { table: 'client_status', key: 'id', sequence: true, rows: rowsOf<Prisma.ClientStatusCreateManyInput>()(CLIENT_STATUSES) },
    {
      table: 'supplier_material',
      key: 'id',
      sequence: true,
      rows: rowsOf<Prisma.SupplierMaterialCreateManyInput>()(SUPPLIER_MATERIALS),
    },
    {
      table: 'people_group',
      key: 'id',
      sequence: true,
      touch: ['updated_at'],
      rows: rowsOf<Prisma.PeopleGroupCreateManyInput>()(PEOPLE_GROUPS),
    },
    {
      table: 'permission',
      key: 'code',
      rows: rowsOf<Prisma.PermissionCreateManyInput>()(
        ALL_PERMISSIONS.map((code: PermissionCode) => ({ code, ...PERMISSION_NAMES[code] })),
      ),
    },
  ];
}

/**
 * INSERT ... ON CONFLICT (key) DO UPDATE, rewriting a row only when a value differs.
 * Returns the number of rows inserted or changed. Table and column names come from constants.
 */
async function upsertRows(tx: Tx, { table, key, rows, touch = [] }: TableRows): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]);
  const values: Scalar[] = [];
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      values.push(row[column] ?? null);
      return `$${values.length}`;
    });
    return `(${[...cells, ...touch.map(() => 'CURRENT_TIMESTAMP')].join(', ')})`;
  });
  const compared = columns.filter((c) => c !== key);
  const sql =
    `INSERT INTO ${q(table)} (${[...columns, ...touch].map(q).join(', ')}) VALUES ${tuples.join(', ')} ` +
    `ON CONFLICT (${q(key)}) DO UPDATE SET ` +
    [...compared.map((c) => `${q(c)} = EXCLUDED.${q(c)}`), ...touch.map((c) => `${q(c)} = CURRENT_TIMESTAMP`)].join(', ') +
    ` WHERE (${compared.map((c) => `${q(table)}.${q(c)}`).join(', ')}) IS DISTINCT FROM (${compared
      .map((c) => `EXCLUDED.${q(c)}`)
      .join(', ')})`;
  return tx.$executeRawUnsafe(sql, ...values);
}

/** Moves the id sequence to at least REFERENCE_ID_FLOOR and past every existing id; never back. */
async function bumpSequence(tx: Tx, table: string): Promise<void> {
  const seq = `pg_get_serial_sequence('${q(table)}', 'id')`;
  await tx.$queryRawUnsafe(
    `SELECT setval(${seq}, GREATEST(COALESCE(pg_sequence_last_value(${seq}::regclass), 0), ` +
      `(SELECT COALESCE(MAX(id), 0) FROM ${q(table)}), ${REFERENCE_ID_FLOOR}))`,
  );
}

async function seedRoles(tx: Tx, log: (msg: string) => void): Promise<void> {
  for (const [name, codes] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
    const existing = await tx.role.findUnique({ where: { name }, select: { id: true } });
    if (!existing) {
      await tx.role.create({
        data: { name, permissions: { createMany: { data: codes.map((permission_code) => ({ permission_code })) } } },
      });
      log(`seed: role "${name}" created with ${codes.length} permissions`);
    } else if (name === ROLE_ADMIN) {
      const added = await tx.rolePermission.createMany({
        data: ALL_PERMISSIONS.map((permission_code) => ({ role_id: existing.id, permission_code })),
        skipDuplicates: true,
      });
      if (added.count) log(`seed: role "${name}" given ${added.count} new permissions`);
    }
  }
}

export async function runSeed(prisma: PrismaClient, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const adminPhone = normalizePhone(opts.adminPhone);
  if (!adminPhone) throw new Error(`Seed: the admin phone "${opts.adminPhone}" is not a valid Uzbek phone number`);

  // Hashing is slow: only when the admin will be created (checked again under the lock).
  const adminExists = await prisma.user.findUnique({ where: { phone_number: adminPhone }, select: { id: true } });
  const passwordHash = adminExists ? null : await hashPassword(opts.adminPassword);
  // Generated outside the transaction (deterministic, no database).
  const templates = await builtinTemplates();

  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

      let changed = 0;
      for (const table of referenceTables()) {
        changed += await upsertRows(tx, table);
        if (table.sequence) await bumpSequence(tx, table.table);
      }
      if (changed) log(`seed: ${changed} reference rows inserted or updated`);

      await seedRoles(tx, log);
      await seedDocumentTemplates(tx, templates, log);

      const user = await tx.user.findUnique({ where: { phone_number: adminPhone }, select: { id: true } });
      if (!user) {
        const admin = await tx.role.findUniqueOrThrow({ where: { name: ROLE_ADMIN }, select: { id: true } });
        await tx.user.create({
          data: {
            phone_number: adminPhone,
            full_name: 'Administrator',
            password_hash: passwordHash ?? (await hashPassword(opts.adminPassword)),
            role_id: admin.id,
          },
        });
        log(`seed: admin user ${adminPhone} created`);
      }
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}
