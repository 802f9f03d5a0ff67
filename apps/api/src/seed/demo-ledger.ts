import { CURRENCY_USD, CURRENCY_UZS, PAYMENT_METHOD } from '@mijozlar/shared';
import { Decimal } from '../common/money/money';
import { Prisma } from '../database/prisma-client';
import { writeOperation } from '../modules/ledger/ledger.service';
import { at } from './demo-clock';

export type Tx = Prisma.TransactionClient;

/** USD rate of the demo (UZS for one USD): today's rate, and the rate of every demo operation. */
export const DEMO_USD_RATE = new Decimal('12650');

export type DemoWallet = { id: number; currency_id: number };

/** What the operations part of the demo builds on: the demo's two wallets, its approver, its clock. */
export interface DemoContext {
  walletUzs: DemoWallet;
  walletUsd: DemoWallet;
  executor_id: number;
  /** Midnight UTC of today + offset days. */
  day: (offset?: number) => Date;
  /** Today + offset days at hh:mm Tashkent time. */
  at: (offset: number, hh: number, mm?: number) => Date;
}

export interface DemoOperationInput {
  wallet: DemoWallet;
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
  const rate = op.wallet.currency_id === CURRENCY_UZS ? DEMO_USD_RATE : new Decimal(1);
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

/** A row of a demo table of money movements: [wallet, amount, days ago, hour, method, comment]. */
export type DemoMove = ['uzs' | 'usd', string, number, number, number, string];

/** Writes a table row (DemoMove) as an operation of the demo's approver, at `minute` past its hour. */
export function addMove(
  tx: Tx,
  ctx: DemoContext,
  [wallet, amount, daysAgo, hour, method, comment]: DemoMove,
  op: Pick<DemoOperationInput, 'operation_type' | 'kind' | 'construction_id' | 'investor_id'> & { minute?: number },
): Promise<number> {
  const { minute, ...rest } = op;
  return addOperation(tx, {
    wallet: wallet === 'uzs' ? ctx.walletUzs : ctx.walletUsd,
    ...rest,
    amount: new Decimal(amount),
    date: ctx.at(-daysAgo, hour, minute),
    comment,
    executor_id: ctx.executor_id,
    method_id: method,
  });
}

/** The demo's two wallets, each with an opening balance, and an office expense from the UZS one. */
export async function seedDemoWallets(tx: Tx, people: { approver: number; manager: number }): Promise<{ walletUzs: DemoWallet; walletUsd: DemoWallet }> {
  const walletUzs = await tx.wallet.create({ data: { name: 'Asosiy kassa', currency_id: CURRENCY_UZS, created_at: at(-120, 9) } });
  const walletUsd = await tx.wallet.create({ data: { name: 'Valyuta kassasi', currency_id: CURRENCY_USD, created_at: at(-120, 9) } });
  const opening = "Boshlang'ich qoldiq";
  const operations: DemoOperationInput[] = [
    { wallet: walletUzs, operation_type: 'replenish', kind: 'inflow', amount: new Decimal('50000000'), date: at(-80, 9), comment: opening, executor_id: people.approver },
    { wallet: walletUsd, operation_type: 'replenish', kind: 'inflow', amount: new Decimal('5000'), date: at(-80, 9), comment: opening, executor_id: people.approver },
    { wallet: walletUzs, operation_type: 'withdraw', kind: 'outflow', amount: new Decimal('3500000'), date: at(-10, 14), comment: 'Ofis xarajatlari (internet, kommunal)', executor_id: people.manager },
  ];
  for (const operation of operations) await addOperation(tx, operation);
  return { walletUzs, walletUsd };
}
