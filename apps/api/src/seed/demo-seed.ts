/**
 * A small, realistic demo data set for trying the product (`node dist/cli.js seed --demo`):
 * two buildings with blocks and rooms in every status, clients, leads with talks, two wallets
 * (UZS and USD) whose balances equal their operations, an approved instalment sale with a
 * schedule and payments (one instalment overdue), a paid-in-full sale, a pending sale, and two
 * demo users. Run after runSeed (it needs the roles and reference data).
 *
 * Demo users (phone / password):
 *   operator       +998 (90) 111-00-01 / operator123
 *   sales manager  +998 (90) 111-00-02 / manager123
 *
 * Idempotent: if the demo users or the first demo building already exist, it does nothing.
 */
import { CURRENCY_USD, CURRENCY_UZS, LID_STATUS, PAYMENT_METHOD, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER, ROOM_STATUS } from '@mijozlar/shared';
import { hashPassword } from '../common/auth/password';
import { Prisma, PrismaClient } from '../database/prisma-client';
import { seedDemoOperations } from './demo-operations';
import { writeOperation } from '../modules/ledger/ledger.service';

export type Tx = Prisma.TransactionClient;
const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

const DEMO_LOCK_KEY = 72707371;

export const DEMO_OPERATOR = { phone: '+998901110001', password: 'operator123', full_name: 'Dilnoza Karimova', position: 'Operator' };
export const DEMO_SALES_MANAGER = {
  phone: '+998901110002',
  password: 'manager123',
  full_name: 'Jasur Toshmatov',
  position: 'Sotuv menejeri',
};
export const DEMO_BUILDING_NAMES = ["Navro'z Residence", 'Yashil Vodiy'] as const;

/** USD rate of the demo (UZS for one USD). */
const USD_RATE = new Decimal('12650');

// ─── Dates: business days in Asia/Tashkent (UTC+5, no daylight saving) ────────────────────────

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A calendar day (as a UTC-midnight Date, the shape of a DATE column), `offset` days from today. */
function day(offset = 0): Date {
  const now = new Date(Date.now() + TASHKENT_OFFSET_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
}

/** A moment on a day `offset` days from today, at hh:mm Tashkent time. */
function at(offset: number, hh: number, mm = 0): Date {
  return new Date(day(offset).getTime() + (hh * 60 + mm) * 60_000 - TASHKENT_OFFSET_MS);
}

/** Same day of the month, `months` later; the day is clamped to the month's length. */
function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), last)));
}


// ─── The data ─────────────────────────────────────────────────────────────────────────────────

interface DemoClient {
  key: string;
  name: string;
  phone_number: string;
  company_name?: string;
  region_id: number;
  city_id: number;
  status_id: number;
  extra_phones?: string[];
  created_days_ago: number;
}

const CLIENTS: DemoClient[] = [
  { key: 'aziz', name: 'Aziz Rahimov', phone_number: '+998901234001', region_id: 1, city_id: 111, status_id: 2, created_days_ago: 80 },
  {
    key: 'malika',
    name: 'Malika Yusupova',
    phone_number: '+998935550202',
    region_id: 1,
    city_id: 102,
    status_id: 3,
    extra_phones: ['+998971112233'],
    created_days_ago: 35,
  },
  {
    key: 'sherzod',
    name: 'Sherzod Qodirov',
    phone_number: '+998946667788',
    company_name: 'Qodirov Savdo MChJ',
    region_id: 2,
    city_id: 205,
    status_id: 1,
    created_days_ago: 3,
  },
  { key: 'gulnora', name: 'Gulnora Ismoilova', phone_number: '+998977001122', region_id: 11, city_id: 1101, status_id: 1, created_days_ago: 2 },
  { key: 'bekzod', name: 'Bekzod Nematov', phone_number: '+998909998877', region_id: 1, city_id: 109, status_id: 2, created_days_ago: 1 },
];

interface DemoLid {
  key: string;
  name: string;
  phone_number: string;
  company_name?: string;
  status_id: number;
  source_code: string;
  region_id?: number;
  city_id?: number;
  call_date: number;
  next_call_date?: number;
  note?: string;
  archived?: boolean;
  created_days_ago: number;
  converted_to?: string;
  talks: { days_ago: number; hh: number; result: string }[];
}

const LIDS: DemoLid[] = [
  {
    key: 'nodira',
    name: 'Nodira Azimova',
    phone_number: '+998901112233',
    status_id: LID_STATUS.NEW,
    source_code: 'instagram',
    region_id: 1,
    city_id: 104,
    call_date: 0,
    next_call_date: 0,
    created_days_ago: 0,
    talks: [],
  },
  {
    key: 'otabek',
    name: 'Otabek Saidov',
    phone_number: '+998933334455',
    status_id: LID_STATUS.IN_PROCESS,
    source_code: 'telegram',
    region_id: 1,
    city_id: 111,
    call_date: -5,
    next_call_date: 2,
    note: "3 xonali, 3-4 qavat. Oilasi bilan ko'rishga keladi.",
    created_days_ago: 5,
    talks: [
      { days_ago: 5, hh: 11, result: "Narxlar va bo'lib to'lash shartlari bilan qiziqdi." },
      { days_ago: 1, hh: 16, result: "Ofisga keldi, 12-xonadonni bron qildi (7 kun)." },
    ],
  },
  {
    key: 'dilshod',
    name: 'Dilshod Ergashev',
    phone_number: '+998945556677',
    company_name: 'Ergashev Group',
    status_id: LID_STATUS.IN_PROCESS,
    source_code: 'recommendation',
    region_id: 2,
    city_id: 212,
    call_date: -4,
    next_call_date: -2,
    created_days_ago: 4,
    talks: [{ days_ago: 4, hh: 10, result: "Ofis uchun 1-qavatdagi xonadonlar so'radi, qayta qo'ng'iroq qilishni so'radi." }],
  },
  {
    key: 'kamola',
    name: 'Kamola Tursunova',
    phone_number: '+998977778899',
    status_id: LID_STATUS.CANCELLED,
    source_code: 'billboard',
    call_date: -3,
    note: "Narx to'g'ri kelmadi.",
    created_days_ago: 3,
    talks: [{ days_ago: 3, hh: 15, result: 'Boshqa loyihadan sotib olishga qaror qildi.' }],
  },
  {
    key: 'rustam',
    name: 'Rustam Xolmatov',
    phone_number: '+998909990011',
    status_id: LID_STATUS.NEW,
    source_code: 'website',
    call_date: -6,
    archived: true,
    created_days_ago: 6,
    talks: [],
  },
  {
    key: 'bekzod',
    name: 'Bekzod Nematov',
    phone_number: '+998909998877',
    status_id: LID_STATUS.IN_PROCESS,
    source_code: 'visit',
    region_id: 1,
    city_id: 109,
    call_date: -2,
    created_days_ago: 2,
    converted_to: 'bekzod',
    talks: [
      { days_ago: 2, hh: 12, result: 'Ofisga tashrif buyurdi, shartnoma tuzishga tayyor.' },
      { days_ago: 1, hh: 9, result: "Mijozlar ro'yxatiga o'tkazildi." },
    ],
  },
];

interface DemoRoom {
  number: string;
  floor: number;
  entrance: number;
  block_id: number | null;
  area: Decimal;
  rooms_count: number;
  price: Decimal;
  currency_id: number;
}

/** Building 1: 5 floors × 2 entrances × 4 flats, in USD; block A = entrance 1, block B = entrance 2. */
function roomsOfBuilding1(blockA: number, blockB: number): DemoRoom[] {
  const plan = [
    { area: '48.50', rooms: 1 },
    { area: '62.30', rooms: 2 },
    { area: '75.80', rooms: 3 },
    { area: '94.20', rooms: 4 },
  ];
  const rooms: DemoRoom[] = [];
  for (let entrance = 1; entrance <= 2; entrance++) {
    for (let floor = 1; floor <= 5; floor++) {
      plan.forEach((p, k) => {
        const area = new Decimal(p.area);
        rooms.push({
          number: String((entrance - 1) * 20 + (floor - 1) * 4 + k + 1),
          floor,
          entrance,
          block_id: entrance === 1 ? blockA : blockB,
          area,
          rooms_count: p.rooms,
          price: area.mul(850 + floor * 15).toDecimalPlaces(0, Decimal.ROUND_HALF_UP),
          currency_id: CURRENCY_USD,
        });
      });
    }
  }
  return rooms;
}

/** Building 2: 4 floors × 1 entrance × 3 flats, in UZS. */
function roomsOfBuilding2(block: number): DemoRoom[] {
  const plan = [
    { area: '41.00', rooms: 1 },
    { area: '58.60', rooms: 2 },
    { area: '71.40', rooms: 3 },
  ];
  const rooms: DemoRoom[] = [];
  for (let floor = 1; floor <= 4; floor++) {
    plan.forEach((p, k) => {
      const area = new Decimal(p.area);
      rooms.push({
        number: String((floor - 1) * 3 + k + 1),
        floor,
        entrance: 1,
        block_id: block,
        area,
        rooms_count: p.rooms,
        // 11.5 million so'm per m², rounded to 100 000 so'm.
        price: area.mul(115).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(100_000),
        currency_id: CURRENCY_UZS,
      });
    });
  }
  return rooms;
}

// ─── Wallet bookkeeping: every operation raises or lowers the wallet's balance ───────────────

export interface DemoOperationInput {
  wallet: { id: number; currency_id: number };
  operation_type: 'replenish' | 'withdraw';
  kind: Prisma.WalletOperationCreateManyInput['kind'];
  amount: Decimal;
  date: Date;
  comment: string;
  executor_id: number;
  method_id?: number;
  sale_id?: number;
  client_id?: number;
  payment_report_id?: number;
  employee_id?: number;
  salary_date?: Date;
  construction_id?: number;
  investor_id?: number;
  supplier_operation_id?: number;
}

/**
 * Writes one demo operation through the ledger's own write (balance and operation together), at
 * the demo's date and its fixed rate: the demo's history is written as the API writes money.
 */
export async function addOperation(tx: Tx, op: DemoOperationInput): Promise<number> {
  const rate = op.wallet.currency_id === CURRENCY_UZS ? USD_RATE : new Decimal(1);
  const written = await writeOperation(
    tx,
    {
      wallet_id: op.wallet.id,
      operation_type: op.operation_type,
      kind: op.kind,
      amount: op.amount,
      method_id: op.method_id ?? PAYMENT_METHOD.CASH,
      comment: op.comment,
      exchange_rate: rate,
      executor_id: op.executor_id,
      date: op.date,
      created_at: op.date,
      sale_id: op.sale_id,
      client_id: op.client_id,
      payment_report_id: op.payment_report_id,
      employee_id: op.employee_id,
      salary_date: op.salary_date,
      construction_id: op.construction_id,
      investor_id: op.investor_id,
      supplier_operation_id: op.supplier_operation_id,
    },
    async () => rate,
  );
  return written.id;
}

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
    create: { currency_id: CURRENCY_USD, date: day(0), rate: USD_RATE },
    update: {},
  });

  // Buildings, blocks, a group, rooms
  const b1 = await tx.building.create({
    data: {
      name: DEMO_BUILDING_NAMES[0],
      floor_count: 5,
      room_count: 40,
      entrance_count: 2,
      address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107",
      created_by_id: approver.id,
      created_at: at(-120, 10),
      blocks: { create: [{ name: 'A' }, { name: 'B' }] },
    },
    include: { blocks: true },
  });
  const b2 = await tx.building.create({
    data: {
      name: DEMO_BUILDING_NAMES[1],
      floor_count: 4,
      room_count: 12,
      entrance_count: 1,
      address: "Toshkent viloyati, Chirchiq shahri, Navoiy ko'chasi, 12",
      created_by_id: approver.id,
      created_at: at(-90, 10),
      blocks: { create: [{ name: '1-blok' }] },
    },
    include: { blocks: true },
  });
  await tx.buildingGroup.create({
    data: {
      name: 'Toshkent loyihalari',
      buildings: { create: [{ building_id: b1.id }, { building_id: b2.id }] },
    },
  });
  const blockId = (b: typeof b1, name: string) => b.blocks.find((x) => x.name === name)!.id;
  await tx.room.createMany({
    data: [
      ...roomsOfBuilding1(blockId(b1, 'A'), blockId(b1, 'B')).map((r) => ({ ...r, building_id: b1.id })),
      ...roomsOfBuilding2(blockId(b2, '1-blok')).map((r) => ({ ...r, building_id: b2.id })),
    ],
  });
  const rooms = await tx.room.findMany({ where: { building_id: { in: [b1.id, b2.id] } } });
  const room = (b: { id: number }, number: string) => rooms.find((r) => r.building_id === b.id && r.number === number)!;

  // Clients
  const clients = new Map<string, { id: number }>();
  for (const c of CLIENTS) {
    const row = await tx.client.create({
      data: {
        name: c.name,
        phone_number: c.phone_number,
        company_name: c.company_name,
        region_id: c.region_id,
        city_id: c.city_id,
        status_id: c.status_id,
        created_by_id: c.key === 'bekzod' ? operator.id : manager.id,
        created_at: at(-c.created_days_ago, 11),
        additional_numbers: c.extra_phones ? { create: c.extra_phones.map((phone_number) => ({ phone_number })) } : undefined,
      },
    });
    clients.set(c.key, row);
  }
  const client = (key: string) => clients.get(key)!;

  // Leads and their talks
  const sources = await tx.lidSource.findMany({ select: { id: true, code: true } });
  const lids = new Map<string, { id: number }>();
  for (const l of LIDS) {
    const converted = l.converted_to ? client(l.converted_to) : undefined;
    const row = await tx.lid.create({
      data: {
        name: l.name,
        phone_number: l.phone_number,
        company_name: l.company_name,
        status_id: l.status_id,
        region_id: l.region_id,
        city_id: l.city_id,
        seller_id: manager.id,
        operator_id: operator.id,
        note: l.note,
        source_of_interest_id: sources.find((s) => s.code === l.source_code)?.id,
        call_date: day(l.call_date),
        next_call_date: l.next_call_date === undefined ? null : day(l.next_call_date),
        archived: l.archived ?? false,
        converted_client_id: converted?.id,
        converted_at: converted ? at(-1, 9, 30) : null,
        created_by_id: operator.id,
        created_at: at(-l.created_days_ago, 9 + (l.created_days_ago % 5)),
        talks: {
          create: l.talks.map((t) => ({
            talk_date: at(-t.days_ago, t.hh),
            result: t.result,
            created_by_id: operator.id,
            created_at: at(-t.days_ago, t.hh),
          })),
        },
      },
    });
    lids.set(l.key, row);
  }

  // Wallets, opening balances and an expense
  const walletUzs = await tx.wallet.create({ data: { name: 'Asosiy kassa', currency_id: CURRENCY_UZS, created_at: at(-120, 9) } });
  const walletUsd = await tx.wallet.create({ data: { name: 'Valyuta kassasi', currency_id: CURRENCY_USD, created_at: at(-120, 9) } });
  await addOperation(tx, {
    wallet: walletUzs,
    operation_type: 'replenish',
    kind: 'inflow',
    amount: new Decimal('50000000'),
    date: at(-80, 9),
    comment: "Boshlang'ich qoldiq",
    executor_id: approver.id,
  });
  await addOperation(tx, {
    wallet: walletUsd,
    operation_type: 'replenish',
    kind: 'inflow',
    amount: new Decimal('5000'),
    date: at(-80, 9),
    comment: "Boshlang'ich qoldiq",
    executor_id: approver.id,
  });
  await addOperation(tx, {
    wallet: walletUzs,
    operation_type: 'withdraw',
    kind: 'outflow',
    amount: new Decimal('3500000'),
    date: at(-10, 14),
    comment: 'Ofis xarajatlari (internet, kommunal)',
    executor_id: manager.id,
  });

  // Sale 1: approved instalment sale in USD; two payments, the second instalment is overdue.
  const room1 = room(b1, '3');
  const saleDate = day(-75);
  const paid1 = new Decimal('20000');
  const debt1 = room1.price.minus(paid1);
  const months = 12;
  const period = await tx.creditPeriod.findUniqueOrThrow({ where: { months } });
  const base = debt1.div(months).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const firstDue = addMonths(saleDate, 1);
  const schedule = Array.from({ length: months }, (_, i) => ({
    month: i + 1,
    amount: i === months - 1 ? debt1.minus(base.mul(months - 1)) : base,
    payment_date: addMonths(firstDue, i),
  }));
  const sale1 = await tx.sale.create({
    data: {
      room_id: room1.id,
      client_id: client('aziz').id,
      wallet_id: walletUsd.id,
      currency_id: CURRENCY_USD,
      sold_amount: room1.price,
      paid_amount: paid1,
      debt_amount: debt1,
      monthly_amount: base,
      method_id: PAYMENT_METHOD.CASH,
      debt_type_id: 1,
      credit_period_id: period.id,
      payment_date: firstDue,
      comment: 'Boʻlib toʻlash, 12 oy',
      status: 'approved',
      previous_room_status_id: ROOM_STATUS.FREE,
      created_by_id: manager.id,
      approved_by_id: approver.id,
      approved_at: at(-75, 15),
      created_at: at(-75, 12),
    },
  });
  await tx.room.update({ where: { id: room1.id }, data: { status_id: ROOM_STATUS.SOLD, client_id: client('aziz').id } });
  await addOperation(tx, {
    wallet: walletUsd,
    operation_type: 'replenish',
    kind: 'selling',
    amount: paid1,
    date: at(-75, 15),
    comment: `Boshlang'ich to'lov, ${DEMO_BUILDING_NAMES[0]}, ${room1.number}-xonadon`,
    executor_id: approver.id,
    sale_id: sale1.id,
    client_id: client('aziz').id,
  });
  const debt = await tx.clientDebt.create({
    data: {
      client_id: client('aziz').id,
      room_id: room1.id,
      sale_id: sale1.id,
      currency_id: CURRENCY_USD,
      debt_type_id: 1,
      credit_period_id: period.id,
      all_debt: debt1,
      monthly_amount: base,
      current_debt: debt1,
      payment_date: firstDue,
      created_at: at(-75, 15),
      instalments: { create: schedule },
    },
    include: { instalments: { orderBy: { month: 'asc' } } },
  });
  // Payment 1 pays the first instalment; payment 2 pays half of the second (now overdue).
  const payments = [
    { amount: debt.instalments[0].amount, instalment: debt.instalments[0], daysAfterDue: 0 },
    { amount: debt.instalments[1].amount.div(2).toDecimalPlaces(0, Decimal.ROUND_DOWN), instalment: debt.instalments[1], daysAfterDue: -2 },
  ];
  let current = debt1;
  for (const p of payments) {
    const when = new Date(p.instalment.payment_date.getTime() + p.daysAfterDue * 86_400_000);
    const moment = new Date(when.getTime() + 11 * 3_600_000 - TASHKENT_OFFSET_MS);
    const report = await tx.paymentReport.create({
      data: {
        client_id: client('aziz').id,
        client_debt_id: debt.id,
        wallet_id: walletUsd.id,
        method_id: PAYMENT_METHOD.CASH,
        amount: p.amount,
        currency_id: CURRENCY_USD,
        exchange_rate: new Decimal(1),
        applied_amount: p.amount,
        description: `${p.instalment.month}-oy uchun to'lov`,
        payment_date: when,
        executor_id: manager.id,
        created_at: moment,
        allocations: { create: [{ debt_instalment_id: p.instalment.id, amount: p.amount, created_at: moment }] },
      },
    });
    const operationId = await addOperation(tx, {
      wallet: walletUsd,
      operation_type: 'replenish',
      kind: 'payment',
      amount: p.amount,
      date: moment,
      comment: `Aziz Rahimov: ${p.instalment.month}-oy to'lovi`,
      executor_id: manager.id,
      client_id: client('aziz').id,
      payment_report_id: report.id,
    });
    await tx.paymentReport.update({ where: { id: report.id }, data: { wallet_operation_id: operationId } });
    const fully = p.amount.equals(p.instalment.amount);
    await tx.debtInstalment.update({
      where: { id: p.instalment.id },
      data: { paid_amount: p.amount, status: fully ? 'paid' : 'partially_paid', paid_at: fully ? moment : null },
    });
    current = current.minus(p.amount);
  }
  await tx.clientDebt.update({ where: { id: debt.id }, data: { current_debt: current } });

  // Sale 2: approved, paid in full in UZS (no debt).
  const room2 = room(b2, '5');
  const sale2 = await tx.sale.create({
    data: {
      room_id: room2.id,
      client_id: client('malika').id,
      wallet_id: walletUzs.id,
      currency_id: CURRENCY_UZS,
      sold_amount: room2.price,
      paid_amount: room2.price,
      debt_amount: new Decimal(0),
      method_id: PAYMENT_METHOD.BANK_TRANSFER,
      comment: "To'liq to'lov",
      status: 'approved',
      previous_room_status_id: ROOM_STATUS.FREE,
      created_by_id: manager.id,
      approved_by_id: approver.id,
      approved_at: at(-30, 16),
      created_at: at(-30, 11),
    },
  });
  await tx.room.update({ where: { id: room2.id }, data: { status_id: ROOM_STATUS.SOLD, client_id: client('malika').id } });
  await addOperation(tx, {
    wallet: walletUzs,
    operation_type: 'replenish',
    kind: 'selling',
    amount: room2.price,
    date: at(-30, 16),
    comment: `To'liq to'lov, ${DEMO_BUILDING_NAMES[1]}, ${room2.number}-xonadon`,
    executor_id: approver.id,
    method_id: PAYMENT_METHOD.BANK_TRANSFER,
    sale_id: sale2.id,
    client_id: client('malika').id,
  });

  // Sale 3: pending; the room is held as booked, no money has moved.
  const room3 = room(b1, '8');
  const paid3 = new Decimal('15000');
  const period24 = await tx.creditPeriod.findUniqueOrThrow({ where: { months: 24 } });
  await tx.sale.create({
    data: {
      room_id: room3.id,
      client_id: client('sherzod').id,
      wallet_id: walletUsd.id,
      currency_id: CURRENCY_USD,
      sold_amount: room3.price,
      paid_amount: paid3,
      debt_amount: room3.price.minus(paid3),
      monthly_amount: room3.price.minus(paid3).div(24).toDecimalPlaces(0, Decimal.ROUND_DOWN),
      method_id: PAYMENT_METHOD.CASH,
      debt_type_id: 1,
      credit_period_id: period24.id,
      payment_date: addMonths(day(0), 1),
      comment: 'Tasdiqlash kutilmoqda',
      status: 'pending',
      previous_room_status_id: ROOM_STATUS.FREE,
      created_by_id: manager.id,
      created_at: at(-1, 17),
    },
  });
  await tx.room.update({ where: { id: room3.id }, data: { status_id: ROOM_STATUS.BOOKED, client_id: client('sherzod').id } });

  // Bookings without a sale, and rooms closed for sale.
  await tx.room.update({
    where: { id: room(b1, '12').id },
    data: { status_id: ROOM_STATUS.BOOKED, lid_id: lids.get('otabek')!.id, booking_end_date: day(7) },
  });
  await tx.room.update({
    where: { id: room(b2, '1').id },
    data: { status_id: ROOM_STATUS.BOOKED, client_id: client('gulnora').id, booking_end_date: day(3) },
  });
  await tx.room.updateMany({
    where: { building_id: b1.id, number: { in: ['19', '20'] } },
    data: { status_id: ROOM_STATUS.CLOSED, description: 'Quruvchi kompaniya uchun ajratilgan' },
  });

  // Employees, investors, suppliers and construction (seed/demo-operations.ts).
  await seedDemoOperations(tx, { walletUzs, walletUsd, executor_id: approver.id, day, at });
}
