import { P } from '@mijozlar/shared';
import { createTestApp, TestApp } from '../support/test-app';
import { api } from '../support/people';
import { balanceOf, makeClient, makeDebt, makeWallet, setNow } from '../support/debts';

const NOW = '2026-03-10T07:00:00Z'; // 12:00 in Tashkent
const SCHEDULE: [string, string][] = [
  ['100', '2026-01-15'],
  ['100', '2026-02-15'],
  ['100', '2026-03-15'],
];

describe('payment reports', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let reader: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, NOW);
    admin = api(t, await t.adminToken());
    reader = api(t, (await t.userWith([P.CLIENT_DEBT_READ])).token);
  });
  afterAll(() => t.close());

  const instalments = (debtId: number) =>
    t.prisma.debtInstalment.findMany({ where: { client_debt_id: debtId }, orderBy: { month: 'asc' } }).then((rows) =>
      rows.map((r) => [r.month, r.paid_amount.toFixed(2), r.status]),
    );
  const debtOf = (id: number) => t.prisma.clientDebt.findUniqueOrThrow({ where: { id } });
  const pay = (body: object, as = reader, key?: string) => {
    const req = as.post('/api/payment-report/', body);
    return key ? req.set('Idempotency-Key', key) : req;
  };

  it('pays the oldest instalments first, marks them and moves the money into the wallet', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const wallet = await makeWallet(t, 2);
    const res = await pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '150.00', currency: 2, description: 'Naqd', payment_date: '2026-03-09' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      client: clientId,
      client_debt: debt.id,
      wallet: wallet.id,
      amount: '150.00',
      currency: 2,
      applied_amount: '150.00',
      wallet_amount: '150.00',
      debt_currency: 2,
      description: 'Naqd',
      payment_date: '2026-03-09',
      method: 1,
      allocations: [
        { instalment: debt.instalments[0].id, month: 1, amount: '100.00' },
        { instalment: debt.instalments[1].id, month: 2, amount: '50.00' },
      ],
    });
    expect(await instalments(debt.id)).toEqual([
      [1, '100.00', 'paid'],
      [2, '50.00', 'partially_paid'],
      [3, '0.00', 'not_paid'],
    ]);
    const after = await debtOf(debt.id);
    expect([after.current_debt.toFixed(2), after.is_closed, after.next_payment_date?.toISOString().slice(0, 10)]).toEqual(['150.00', false, '2026-02-15']);
    expect(await balanceOf(t, wallet.id)).toBe('150.00');
    const op = await t.prisma.walletOperation.findUniqueOrThrow({ where: { id: res.body.wallet_operation } });
    expect(op).toMatchObject({ wallet_id: wallet.id, operation_type: 'replenish', kind: 'payment', client_id: clientId, payment_report_id: res.body.id, comment: 'Naqd' });
    expect([op.amount.toFixed(2), op.amount_usd.toFixed(2)]).toEqual(['150.00', '150.00']);
    // A back-dated payment is booked at noon of its Tashkent day.
    expect(op.date.toISOString()).toBe('2026-03-09T07:00:00.000Z');

    const one = await reader.get(`/api/payment-report/${res.body.id}/`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body);
    const list = await reader.get(`/api/payment-report/?client_debt=${debt.id}&date_from=2026-03-01&date_to=2026-03-09`);
    expect(list.body).toMatchObject({ count: 1, results: [{ id: res.body.id }] });
    expect((await reader.get(`/api/payment-report/?client_debt=${debt.id}&date_from=2026-03-10`)).body.count).toBe(0);
    expect((await reader.get(`/api/payment-report/?wallet=${wallet.id}&client=${clientId}`)).body.count).toBe(1);
  });

  it('converts a UZS payment on a USD debt exactly at the given rate, and at the stored rate of its day', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const uzs = await makeWallet(t, 1);
    const usd = await makeWallet(t, 2);

    // Between currencies with no rate given and none stored: a 400, nothing moves.
    const none = await pay({ client: clientId, client_debt: debt.id, wallet: uzs.id, amount: '1265000', currency: 1 });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([expect.objectContaining({ field: 'exchange_rate', code: 'exchange_rate.required' })]);

    const given = await pay({ client: clientId, client_debt: debt.id, wallet: uzs.id, amount: '1265000.00', currency: 1, exchange_rate: '12650' });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ amount: '1265000.00', currency: 1, exchange_rate: '12650.000000', applied_amount: '100.00', wallet_amount: '1265000.00' });
    expect(await balanceOf(t, uzs.id)).toBe('1265000.00');
    const op = await t.prisma.walletOperation.findUniqueOrThrow({ where: { id: given.body.wallet_operation } });
    expect([op.exchange_rate.toFixed(6), op.amount_usd.toFixed(2)]).toEqual(['12650.000000', '100.00']);

    // The stored rate of the payment day (the latest on or before it): 100 000 / 12 650 = 7.905… → 7.91.
    await t.prisma.exchangeRate.createMany({
      data: [
        { currency_id: 2, date: new Date('2026-03-01T00:00:00Z'), rate: '12650' },
        { currency_id: 2, date: new Date('2026-03-11T00:00:00Z'), rate: '99999' },
      ],
    });
    const stored = await pay({ client: clientId, client_debt: debt.id, wallet: uzs.id, amount: '100000', currency: 1, payment_date: '2026-03-10' });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ exchange_rate: '12650.000000', applied_amount: '7.91' });

    // A UZS payment into a USD wallet: the wallet receives the converted amount.
    const cross = await pay({ client: clientId, client_debt: debt.id, wallet: usd.id, amount: '632500', currency: 1, exchange_rate: '12650.00' });
    expect(cross.body).toMatchObject({ applied_amount: '50.00', wallet_amount: '50.00' });
    expect(await balanceOf(t, usd.id)).toBe('50.00');
    expect((await debtOf(debt.id)).current_debt.toFixed(2)).toBe('142.09'); // 300 − 100 − 7.91 − 50
    expect(await instalments(debt.id)).toEqual([
      [1, '100.00', 'paid'],
      [2, '57.91', 'partially_paid'],
      [3, '0.00', 'not_paid'],
    ]);
    // The client's totals (clients module) agree: paid per payment currency, the debt per its own.
    const totals = await api(t, await t.adminToken()).get(`/api/client/${clientId}/total-payments/`);
    expect(totals.body).toEqual({
      client: clientId,
      payments: [{ currency: 1, currency_code: 'UZS', amount: '1997500.00', count: 3 }],
      debts: [{ currency: 2, currency_code: 'USD', all_debt: '300.00', paid: '157.91', remaining: '142.09' }],
    });
  });

  it('refuses a payment above what is owed (400, with the amount) and moves nothing', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const wallet = await makeWallet(t, 2);
    await pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '250', currency: 2 }).expect(201);
    const before = await t.prisma.walletOperation.count({ where: { wallet_id: wallet.id } });
    const res = await pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '50.01', currency: 2 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'amount', code: 'payment.exceeds_debt', message: 'Toʻlov qolgan qarzdan (50.00 USD) oshib ketdi. Hech narsa oʻtkazilmadi' },
    ]);
    const ru = await reader.post('/api/payment-report/', { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '50.01', currency: 2 }, 'ru');
    expect(ru.body.errors[0].message).toBe('Платёж превышает остаток долга (50.00 USD). Ничего не проведено');
    expect(await balanceOf(t, wallet.id)).toBe('250.00');
    expect(await t.prisma.walletOperation.count({ where: { wallet_id: wallet.id } })).toBe(before);
    expect(await t.prisma.paymentReport.count({ where: { client_debt_id: debt.id } })).toBe(1);
    expect((await debtOf(debt.id)).current_debt.toFixed(2)).toBe('50.00');
  });

  it('closes the debt when the last tiyin is paid, then refuses further payments (409)', async () => {
    const { debt, clientId } = await makeDebt(t, { currency: 1, schedule: [['50000.00', '2026-02-01'], ['50000.01', '2026-03-01']] });
    const wallet = await makeWallet(t, 1);
    await t.prisma.exchangeRate.upsert({
      where: { currency_id_date: { currency_id: 2, date: new Date('2026-03-01T00:00:00Z') } },
      update: {},
      create: { currency_id: 2, date: new Date('2026-03-01T00:00:00Z'), rate: '12650' },
    });
    await pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '100000.00', currency: 1 }).expect(201);
    let row = await debtOf(debt.id);
    expect([row.current_debt.toFixed(2), row.is_closed]).toEqual(['0.01', false]);
    const last = await pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '0.01', currency: 1 });
    expect(last.status).toBe(201);
    expect(last.body.allocations).toEqual([{ instalment: debt.instalments[1].id, month: 2, amount: '0.01' }]);
    row = await debtOf(debt.id);
    expect([row.current_debt.toFixed(2), row.is_closed, row.closed_reason, row.closed_at?.toISOString(), row.next_payment_date]).toEqual([
      '0.00',
      true,
      'paid',
      new Date(NOW).toISOString(),
      null,
    ]);
    expect(await instalments(debt.id)).toEqual([
      [1, '50000.00', 'paid'],
      [2, '50000.01', 'paid'],
    ]);
    const closed = await pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '1', currency: 1 });
    expect(closed.status).toBe(409);
    expect(closed.body.errors).toEqual([expect.objectContaining({ field: 'client_debt', code: 'debt.closed' })]);
  });

  it('editing a payment re-applies it: the old operation is reversed, allocations and wallets follow', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const a = await makeWallet(t, 2);
    const b = await makeWallet(t, 2);
    const first = await pay({ client: clientId, client_debt: debt.id, wallet: a.id, amount: '150', currency: 2, payment_date: '2026-03-01' });
    const other = await pay({ client: clientId, client_debt: debt.id, wallet: a.id, amount: '20', currency: 2 });
    expect(other.body.allocations).toEqual([{ instalment: debt.instalments[1].id, month: 2, amount: '20.00' }]);

    const edited = await reader.put(`/api/payment-report/${first.body.id}/`, {
      client: clientId,
      client_debt: debt.id,
      wallet: b.id,
      amount: '80',
      currency: 2,
      description: 'tuzatildi',
      payment_date: '2026-03-02',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: first.body.id,
      wallet: b.id,
      amount: '80.00',
      applied_amount: '80.00',
      description: 'tuzatildi',
      payment_date: '2026-03-02',
      allocations: [{ instalment: debt.instalments[0].id, month: 1, amount: '80.00' }],
    });
    expect(edited.body.wallet_operation).not.toBe(first.body.wallet_operation);
    expect(await balanceOf(t, a.id)).toBe('20.00'); // 150 + 20 − 150 (reversal)
    expect(await balanceOf(t, b.id)).toBe('80.00');
    const reversal = await t.prisma.walletOperation.findFirstOrThrow({ where: { reversal_of_id: first.body.wallet_operation } });
    expect(reversal).toMatchObject({ wallet_id: a.id, operation_type: 'withdraw', kind: 'payment', payment_report_id: first.body.id });
    expect(await t.prisma.walletOperation.count({ where: { payment_report_id: first.body.id } })).toBe(3);
    const report = await t.prisma.paymentReport.findUniqueOrThrow({ where: { id: first.body.id } });
    expect(report.wallet_operation_id).toBe(edited.body.wallet_operation);
    // Undone 150 (100 on month 1, 50 on month 2), the other payment keeps its 20 on month 2, then 80 goes to month 1.
    expect(await instalments(debt.id)).toEqual([
      [1, '80.00', 'partially_paid'],
      [2, '20.00', 'partially_paid'],
      [3, '0.00', 'not_paid'],
    ]);
    const row = await debtOf(debt.id);
    expect([row.current_debt.toFixed(2), row.next_payment_date?.toISOString().slice(0, 10)]).toEqual(['200.00', '2026-01-15']);

    // Editing up to the whole rest closes the debt; editing it down again reopens it.
    const all = await reader.put(`/api/payment-report/${first.body.id}/`, { client: clientId, client_debt: debt.id, wallet: b.id, amount: '280', currency: 2 });
    expect(all.status).toBe(200);
    expect((await debtOf(debt.id)).is_closed).toBe(true);
    const down = await reader.put(`/api/payment-report/${first.body.id}/`, { client: clientId, client_debt: debt.id, wallet: b.id, amount: '10', currency: 2 });
    expect(down.status).toBe(200);
    const reopened = await debtOf(debt.id);
    expect([reopened.is_closed, reopened.closed_reason, reopened.current_debt.toFixed(2)]).toEqual([false, null, '270.00']);
    expect(await balanceOf(t, b.id)).toBe('10.00');
    const over = await reader.put(`/api/payment-report/${first.body.id}/`, { client: clientId, client_debt: debt.id, wallet: b.id, amount: '280.01', currency: 2 });
    expect(over.status).toBe(400);
    expect(over.body.errors[0]).toMatchObject({ field: 'amount', code: 'payment.exceeds_debt' });
    expect(await balanceOf(t, b.id)).toBe('10.00');
  });

  it('10 parallel payments on one debt never over-allocate', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE.slice(0, 1) }); // owes 100
    const wallet = await makeWallet(t, 2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay({ client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '15', currency: 2 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 400, 400, 400, 400]);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.errors[0].code === 'payment.exceeds_debt')).toBe(true);
    const allocated = await t.prisma.paymentAllocation.aggregate({ where: { debt_instalment: { client_debt_id: debt.id } }, _sum: { amount: true } });
    expect(allocated._sum.amount?.toFixed(2)).toBe('90.00');
    expect((await debtOf(debt.id)).current_debt.toFixed(2)).toBe('10.00');
    expect(await instalments(debt.id)).toEqual([[1, '90.00', 'partially_paid']]);
    expect(await balanceOf(t, wallet.id)).toBe('90.00');
  });

  it('a replayed Idempotency-Key answers the first answer and moves nothing; another body is 422', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const wallet = await makeWallet(t, 2);
    const body = { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '10', currency: 2 };
    const first = await pay(body, reader, 'pay-key-1');
    const again = await pay(body, reader, 'pay-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(t, wallet.id)).toBe('10.00');
    const other = await pay({ ...body, amount: '11' }, reader, 'pay-key-1');
    expect(other.status).toBe(422);
    expect(other.body.errors[0].code).toBe('idempotency.key_reused');
  });

  it('checks the debt, the client and the wallet', async () => {
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const someoneElse = await makeClient(t);
    const wallet = await makeWallet(t, 2);
    const inactive = await makeWallet(t, 2, { is_active: false });
    const refused = await makeDebt(t, { clientId, schedule: SCHEDULE, closed: 'refused' });
    const base = { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '10', currency: 2 };
    const cases: [object, number, string, string][] = [
      [{ ...base, client: someoneElse.id }, 400, 'client_debt', 'debt.not_of_client'],
      [{ ...base, client: 987654 }, 400, 'client', 'invalid'],
      [{ ...base, client_debt: 987654 }, 400, 'client_debt', 'invalid'],
      [{ ...base, wallet: 987654 }, 400, 'wallet', 'invalid'],
      [{ ...base, wallet: inactive.id }, 409, 'wallet', 'wallet.inactive'],
      [{ ...base, client_debt: refused.debt.id }, 409, 'client_debt', 'debt.closed'],
      [{ ...base, currency: 9 }, 400, 'currency', 'invalid'],
      [{ ...base, method: 99 }, 400, 'method', 'invalid'],
      [{ ...base, payment_date: '2026-03-11' }, 400, 'payment_date', 'date.future'],
      [{ ...base, amount: '0.001', currency: 1, exchange_rate: '12650' }, 400, 'amount', 'money.invalid_positive'],
      [{ ...base, amount: '0.01', currency: 1, exchange_rate: '12650' }, 400, 'amount', 'payment.too_small'],
    ];
    for (const [body, status, field, code] of cases) {
      const res = await pay(body);
      expect([res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([status, field, code]);
    }
    expect(await balanceOf(t, wallet.id)).toBe('0.00');
  });

  it('answers 400 with the fields named, in the request language', async () => {
    const res = await reader.post('/api/payment-report/', { amount: '-5', currency: 'x', extra: 1 }, 'ru');
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(byField).toMatchObject({ client: 'required', client_debt: 'required', wallet: 'required', amount: 'money.invalid_positive', currency: 'invalid', extra: 'unknown_field' });
    expect(res.body.errors.find((e: { field: string }) => e.field === 'amount').message).toBe('Сумма должна быть числом больше нуля, например 1500.50');
    const list = await reader.get('/api/payment-report/?ordering=amount');
    expect([list.status, list.body.errors[0].field]).toEqual([400, 'ordering']);
    const range = await reader.get('/api/payment-report/?date_from=2026-03-02&date_to=2026-03-01');
    expect([range.status, range.body.errors[0].code]).toEqual([400, 'date.range']);
  });

  it('401 without a token, 403 without CLIENT_DEBT_READ, 404 for an unknown payment', async () => {
    expect((await t.http().get('/api/payment-report/')).status).toBe(401);
    expect((await t.http().post('/api/payment-report/').send({})).status).toBe(401);
    const other = api(t, (await t.userWith([P.CLIENT_READ, P.WALLET_READ])).token);
    expect((await other.get('/api/payment-report/')).status).toBe(403);
    expect((await other.post('/api/payment-report/', {})).status).toBe(403);
    expect((await other.put('/api/payment-report/1/', {})).status).toBe(403);
    expect((await reader.get('/api/payment-report/987654/')).status).toBe(404);
    const { debt, clientId } = await makeDebt(t, { schedule: SCHEDULE });
    const wallet = await makeWallet(t, 2);
    const missing = await reader.put('/api/payment-report/987654/', { client: clientId, client_debt: debt.id, wallet: wallet.id, amount: '1', currency: 2 });
    expect(missing.status).toBe(404);
    expect((await admin.get('/api/payment-report/')).status).toBe(200);
  });
});
