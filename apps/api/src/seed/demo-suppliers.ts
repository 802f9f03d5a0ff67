import { CURRENCY_USD, CURRENCY_UZS, PAYMENT_METHOD } from '@mijozlar/shared';
import { Decimal, convert, toUsd } from '../common/money/money';
import { addOperation, DEMO_USD_RATE, type DemoContext, type Tx } from './demo-ledger';
import type { DemoConstruction } from './demo-construction';
import { deliveryPrice, paymentNet } from '../modules/suppliers/supplier-money';

interface DemoDelivery {
  daysAgo: number;
  floor?: number;
  model?: string;
  unit: string;
  amount: string;
  price: string;
  machine?: string;
  comment?: string;
  /** Index into the demo's construction projects, when there are any. */
  project?: number;
}

interface DemoPayment {
  daysAgo: number;
  /** The wallet the money leaves. */
  from: 'uzs' | 'usd';
  amount: string;
  fee?: string;
  method?: number;
  comment?: string;
  project?: number;
}

interface DemoSupplier {
  name: string;
  material: number;
  phone: string | null;
  /** The currency the supplier bills in. */
  currency: number;
  deliveries: DemoDelivery[];
  payments: DemoPayment[];
}

/**
 * Seven suppliers over the last two months: cement, rebar, brick, concrete, windows, sand and an
 * electrician without operations yet. Deliveries raise what is owed; payments leave the demo
 * wallets (about 6.3 million soʻm and 640 USD in all) with bank fees on some.
 */
const SUPPLIERS: DemoSupplier[] = [
  {
    name: 'Qizilqum Sement MChJ',
    material: 1,
    phone: '+998712001122',
    currency: CURRENCY_UZS,
    deliveries: [
      { daysAgo: 62, floor: 1, model: 'M400 D20', unit: 'tonna', amount: '12', price: '1250000', machine: '01 A 457 BA', comment: 'Poydevor uchun', project: 0 },
      { daysAgo: 41, floor: 2, model: 'M400 D20', unit: 'tonna', amount: '8.5', price: '1265000', machine: '01 A 457 BA', project: 0 },
      { daysAgo: 12, floor: 4, model: 'M500 D0', unit: 'tonna', amount: '6', price: '1390000', machine: '10 B 112 CA', project: 1 },
    ],
    payments: [
      { daysAgo: 55, from: 'uzs', amount: '2000000', method: PAYMENT_METHOD.BANK_TRANSFER, comment: 'Hisob-faktura № 118 boʻyicha' },
      { daysAgo: 20, from: 'uzs', amount: '1500000', fee: '1', method: PAYMENT_METHOD.BANK_TRANSFER, comment: 'Bank komissiyasi 1 %' },
    ],
  },
  {
    name: 'Bekobod Metall Savdo',
    material: 3,
    phone: '+998935551234',
    currency: CURRENCY_USD,
    deliveries: [
      { daysAgo: 58, floor: 1, model: 'A500C Ø12', unit: 'tonna', amount: '3.250', price: '780', machine: '30 C 908 DA', project: 0 },
      { daysAgo: 30, floor: 3, model: 'A500C Ø14', unit: 'tonna', amount: '2.4', price: '795.50', machine: '30 C 908 DA', project: 1 },
    ],
    payments: [
      { daysAgo: 50, from: 'usd', amount: '400', fee: '0.5', comment: 'Oldindan toʻlov' },
      { daysAgo: 16, from: 'uzs', amount: '1265000', comment: 'Soʻmda, kurs boʻyicha' },
    ],
  },
  {
    name: 'Toshkent Gʻisht Zavodi',
    material: 4,
    phone: '+998909876543',
    currency: CURRENCY_UZS,
    deliveries: [
      { daysAgo: 47, floor: 2, model: 'M100 qizil', unit: 'dona', amount: '12000', price: '1450', machine: '01 D 220 EA', project: 0 },
      { daysAgo: 9, floor: 5, model: 'M125 qizil', unit: 'dona', amount: '8000', price: '1520', machine: '01 D 220 EA', project: 1 },
    ],
    payments: [{ daysAgo: 40, from: 'uzs', amount: '1200000', method: PAYMENT_METHOD.CASH, comment: 'Naqd, kassadan' }],
  },
  {
    name: 'Chirchiq Beton Zavodi',
    material: 2,
    phone: '+998707001020',
    currency: CURRENCY_UZS,
    deliveries: [
      { daysAgo: 60, floor: 1, model: 'B25 (M350)', unit: 'm³', amount: '24', price: '780000', machine: '10 F 345 FA', comment: 'Poydevor plitasi', project: 0 },
      { daysAgo: 27, floor: 3, model: 'B22.5 (M300)', unit: 'm³', amount: '18.5', price: '760000', machine: '10 F 345 FA', project: 1 },
    ],
    payments: [{ daysAgo: 25, from: 'uzs', amount: '1000000', fee: '0.5', method: PAYMENT_METHOD.BANK_TRANSFER }],
  },
  {
    name: 'Samarqand Deraza-Eshik',
    material: 10,
    phone: '+998662345678',
    currency: CURRENCY_USD,
    deliveries: [{ daysAgo: 14, floor: 2, model: 'PVX, 5 kamerali', unit: 'dona', amount: '36', price: '118', comment: '2-qavat derazalari', project: 0 }],
    payments: [{ daysAgo: 7, from: 'usd', amount: '240', fee: '2', method: PAYMENT_METHOD.CARD, comment: 'Karta orqali, komissiya 2 %' }],
  },
  {
    name: 'Angren Qum-Shagʻal',
    material: 6,
    phone: null,
    currency: CURRENCY_UZS,
    deliveries: [
      { daysAgo: 52, unit: 'm³', amount: '40', price: '95000', machine: '70 G 101 GA' },
      { daysAgo: 33, unit: 'm³', amount: '32', price: '98000', machine: '70 G 101 GA' },
    ],
    payments: [{ daysAgo: 31, from: 'uzs', amount: '400000', comment: 'Haydovchiga naqd' }],
  },
  { name: 'Elektr Montaj Servis', material: 12, phone: '+998974443322', currency: CURRENCY_UZS, deliveries: [], payments: [] },
];

/** Demo suppliers with deliveries and payments; payments move money through addOperation, linked both ways. */
export async function seedDemoSuppliers(tx: Tx, ctx: DemoContext, construction: DemoConstruction): Promise<void> {
  const project = (index: number | undefined) =>
    index === undefined || construction.projectIds.length === 0 ? null : construction.projectIds[index % construction.projectIds.length];

  for (const [n, s] of SUPPLIERS.entries()) {
    const supplier = await tx.supplier.create({
      data: { name: s.name, material_id: s.material, phone_number: s.phone, created_at: ctx.at(-70 + n, 10) },
    });
    for (const d of s.deliveries) {
      const unitAmount = new Decimal(d.amount);
      const unitPrice = new Decimal(d.price);
      await tx.supplierOperation.create({
        data: {
          supplier_id: supplier.id,
          kind: 'delivery',
          date: ctx.day(-d.daysAgo),
          floor: d.floor ?? null,
          material_id: s.material,
          model: d.model ?? null,
          unit: d.unit,
          unit_amount: unitAmount,
          unit_price: unitPrice,
          operation_price: deliveryPrice(unitAmount, unitPrice),
          currency_id: s.currency,
          machine_number: d.machine ?? null,
          comment: d.comment ?? null,
          construction_id: project(d.project),
          created_by_id: ctx.executor_id,
          created_at: ctx.at(-d.daysAgo, 11),
        },
      });
    }
    for (const p of s.payments) {
      const wallet = p.from === 'uzs' ? ctx.walletUzs : ctx.walletUsd;
      const walletPayment = new Decimal(p.amount);
      const fee = new Decimal(p.fee ?? '0');
      const net = paymentNet(walletPayment, fee);
      const actual = convert(net, wallet.currency_id, s.currency, DEMO_USD_RATE);
      const operation = await tx.supplierOperation.create({
        data: {
          supplier_id: supplier.id,
          kind: 'payment',
          date: ctx.day(-p.daysAgo),
          currency_id: s.currency,
          wallet_id: wallet.id,
          wallet_payment: walletPayment,
          fee_percentage: fee,
          actual_payment: actual,
          actual_payment_usd: toUsd(actual, s.currency, DEMO_USD_RATE),
          exchange_rate: wallet.currency_id === CURRENCY_USD && s.currency === CURRENCY_USD ? new Decimal(1) : DEMO_USD_RATE,
          comment: p.comment ?? null,
          construction_id: project(p.project),
          created_by_id: ctx.executor_id,
          created_at: ctx.at(-p.daysAgo, 15),
        },
      });
      const walletOperationId = await addOperation(tx, {
        wallet,
        operation_type: 'withdraw',
        kind: 'outflow',
        amount: walletPayment,
        date: ctx.at(-p.daysAgo, 15),
        comment: p.comment ?? `Taʼminotchiga toʻlov: ${s.name}`,
        executor_id: ctx.executor_id,
        method_id: p.method ?? PAYMENT_METHOD.CASH,
        construction_id: project(p.project) ?? undefined,
        supplier_operation_id: operation.id,
      });
      await tx.supplierOperation.update({ where: { id: operation.id }, data: { wallet_operation_id: walletOperationId } });
    }
  }
}
