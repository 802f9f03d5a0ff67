import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { ApiError } from '../../src/common/errors/api-error';
import { constraintError } from '../../src/common/errors/constraints';
import { Decimal } from '../../src/common/money/money';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { createTestApp, TestApp } from '../support/test-app';

const CASH = 1;

describe('ledger: the one write path', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let executor: number;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.app.get(LedgerService);
    executor = (await t.prisma.user.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  });
  afterAll(() => t.close());

  const wallet = (currency = CURRENCY_USD) => t.prisma.wallet.create({ data: { name: `W ${Math.random()}`, currency_id: currency } });
  const op = (wallet_id: number, operation_type: 'replenish' | 'withdraw', amount: string) => ({
    wallet_id,
    operation_type,
    kind: operation_type === 'replenish' ? ('inflow' as const) : ('outflow' as const),
    amount: new Decimal(amount),
    method_id: CASH,
    executor_id: executor,
  });
  const codeOf = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' ? (r.reason instanceof ApiError ? r.reason.errors[0].code : String(r.reason)) : 'ok';

  it('50 parallel withdrawals of 10 from 100: exactly 10 succeed, the rest are insufficient funds', async () => {
    const w = await wallet();
    await ledger.transaction((tx) => ledger.write(tx, op(w.id, 'replenish', '100')));
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => ledger.transaction((tx) => ledger.write(tx, op(w.id, 'withdraw', '10')))));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'wallet.insufficient_funds')).toHaveLength(40);
    const after = await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } });
    expect(after.balance.toFixed(2)).toBe('0.00');
    expect(await t.prisma.walletOperation.count({ where: { wallet_id: w.id } })).toBe(11);
  });

  it('a withdrawal above the balance moves nothing and rolls back the whole transaction', async () => {
    const w = await wallet();
    const other = await wallet();
    await ledger.transaction((tx) => ledger.write(tx, op(w.id, 'replenish', '50.25')));
    await expect(
      ledger.transaction(async (tx) => {
        await ledger.write(tx, op(other.id, 'replenish', '10'));
        return ledger.write(tx, op(w.id, 'withdraw', '50.26'));
      }),
    ).rejects.toMatchObject({ status: 409, errors: [{ code: 'wallet.insufficient_funds' }] });
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: other.id } })).balance.toFixed(2)).toBe('0.00');
    expect((await t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })).balance.toFixed(2)).toBe('50.25');
  });

  it('a reversal restores the balance, once; a reversal is never reversed', async () => {
    const w = await wallet();
    const first = await ledger.transaction((tx) => ledger.write(tx, op(w.id, 'replenish', '70')));
    const reversal = await ledger.transaction((tx) => ledger.reverse(tx, first.id, executor));
    expect(reversal.operation_type).toBe('withdraw');
    expect(reversal.balance.toFixed(2)).toBe('0.00');
    const stored = await t.prisma.walletOperation.findUniqueOrThrow({ where: { id: reversal.id } });
    expect(stored).toMatchObject({ reversal_of_id: first.id, kind: 'inflow' });
    const again = await Promise.allSettled([1, 2, 3].map(() => ledger.transaction((tx) => ledger.reverse(tx, first.id, executor))));
    expect(again.map(codeOf)).toEqual(['operation.already_reversed', 'operation.already_reversed', 'operation.already_reversed']);
    await expect(ledger.transaction((tx) => ledger.reverse(tx, reversal.id, executor))).rejects.toMatchObject({ errors: [{ code: 'operation.is_reversal' }] });
  });

  it('opposite transfers in parallel neither deadlock nor lose money; a UZS→USD transfer converts at the rate', async () => {
    const a = await wallet();
    const b = await wallet();
    await ledger.transaction(async (tx) => {
      await ledger.write(tx, op(a.id, 'replenish', '1000'));
      await ledger.write(tx, op(b.id, 'replenish', '1000'));
    });
    const moves = Array.from({ length: 30 }, (_, i) =>
      ledger.transaction((tx) =>
        ledger.transfer(tx, { from_wallet: i % 2 ? a.id : b.id, to_wallet: i % 2 ? b.id : a.id, amount: new Decimal('7.5'), method_id: CASH, executor_id: executor }),
      ),
    );
    const results = await Promise.allSettled(moves);
    expect(results.map(codeOf).filter((c) => c !== 'ok')).toEqual([]);
    const [wa, wb] = await Promise.all([a, b].map((w) => t.prisma.wallet.findUniqueOrThrow({ where: { id: w.id } })));
    expect(wa.balance.plus(wb.balance).toFixed(2)).toBe('2000.00');

    const uzs = await wallet(CURRENCY_UZS);
    await ledger.transaction((tx) => ledger.write(tx, { ...op(uzs.id, 'replenish', '1265000'), exchange_rate: new Decimal('12650') }));
    await expect(
      ledger.transaction((tx) => ledger.transfer(tx, { from_wallet: uzs.id, to_wallet: a.id, amount: new Decimal('632500'), method_id: CASH, executor_id: executor })),
    ).rejects.toMatchObject({ errors: [{ field: 'exchange_rate', code: 'exchange_rate.required' }] });
    const moved = await ledger.transaction((tx) =>
      ledger.transfer(tx, { from_wallet: uzs.id, to_wallet: a.id, amount: new Decimal('632500'), exchange_rate: new Decimal('12650'), method_id: CASH, executor_id: executor }),
    );
    expect(moved.replenish.amount.toFixed(2)).toBe('50.00');
    const legs = await t.prisma.walletOperation.findMany({ where: { transfer_group: moved.transfer_group }, orderBy: { id: 'asc' } });
    expect(legs.map((l) => [l.operation_type, l.kind, l.amount.toFixed(2), l.amount_usd.toFixed(2)])).toEqual([
      ['withdraw', 'transfer', '632500.00', '50.00'],
      ['replenish', 'transfer', '50.00', '50.00'],
    ]);
  });

  it('a UZS operation without a rate uses the day\'s stored rate, or asks for one', async () => {
    const uzs = await wallet(CURRENCY_UZS);
    await expect(ledger.transaction((tx) => ledger.write(tx, op(uzs.id, 'replenish', '100')))).rejects.toMatchObject({
      errors: [{ field: 'exchange_rate', code: 'exchange_rate.required' }],
    });
    await t.prisma.exchangeRate.create({ data: { currency_id: CURRENCY_USD, date: new Date('2020-01-01T00:00:00Z'), rate: new Decimal('10000') } });
    const written = await ledger.transaction((tx) => ledger.write(tx, op(uzs.id, 'replenish', '25000')));
    const stored = await t.prisma.walletOperation.findUniqueOrThrow({ where: { id: written.id } });
    expect([stored.exchange_rate.toFixed(6), stored.amount_usd.toFixed(2)]).toEqual(['10000.000000', '2.50']);
  });

  it('inactive wallets take no operations', async () => {
    const w = await t.prisma.wallet.create({ data: { name: 'closed', currency_id: CURRENCY_USD, is_active: false } });
    await expect(ledger.transaction((tx) => ledger.write(tx, op(w.id, 'replenish', '1')))).rejects.toMatchObject({ status: 409, errors: [{ code: 'wallet.inactive' }] });
  });

  it('maps a violated database constraint to its coded error', async () => {
    const w = await wallet();
    const error = await t.prisma.$executeRaw`UPDATE wallet SET balance = -1 WHERE id = ${w.id}`.catch((e: unknown) => e);
    expect(constraintError(error)).toMatchObject({ status: 409, errors: [{ code: 'wallet.insufficient_funds' }] });
    const viaModel = await t.prisma.wallet.update({ where: { id: w.id }, data: { balance: -1 } }).catch((e: unknown) => e);
    expect(constraintError(viaModel)).toMatchObject({ status: 409, errors: [{ code: 'wallet.insufficient_funds' }] });
  });
});
