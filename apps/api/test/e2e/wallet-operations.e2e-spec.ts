import ExcelJS from 'exceljs';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { Decimal } from '../../src/common/money/money';
import { LedgerService } from '../../src/modules/ledger/ledger.service';
import { api } from '../support/people';
import { CASH, createWallet, fundedWallet, replenish } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

const CARD = 2;

describe('wallet operations and transfers', () => {
  let t: TestApp;
  let cashier: { id: number; token: string }; // WALLET_READ
  let nobody: string;

  beforeAll(async () => {
    t = await createTestApp();
    cashier = await t.userWith([P.WALLET_READ]);
    nobody = (await t.userWith([P.REFUSAL_READ, P.WALLETS_OVERVIEW])).token;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const as = (token = cashier.token) => api(t, token);
  const balance = async (walletId: number) => (await as().get(`/api/wallet/${walletId}/`)).body.balance as string;
  const op = (wallet: number, operation_type: 'replenish' | 'withdraw', amount: string, extra: Record<string, unknown> = {}) =>
    as().post('/api/wallet-operations/', { wallet, operation_type, amount, method: CASH, comment: 'test', ...extra });

  describe('replenish and withdraw', () => {
    it('answers the operation as DESIGN shapes it and moves the balance', async () => {
      const w = await createWallet(t, cashier.token, { name: 'Kassa 1', currency: CURRENCY_USD });
      const res = await as().post('/api/wallet-operations/', { wallet: w.id, operation_type: 'replenish', amount: '1500.5', method: CARD, comment: 'Avans' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        wallet: w.id,
        wallet_name: 'Kassa 1',
        currency: CURRENCY_USD,
        operation_type: 'replenish',
        kind: 'inflow',
        amount: '1500.50',
        method: CARD,
        method_name: 'Plastik karta',
        comment: 'Avans',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        exchange_rate: '1.000000',
        amount_usd: '1500.50',
        executor: { id: cashier.id, full_name: 'Test User' },
        employee_id: null,
        salary_date: null,
        construction_building_id: null,
        refusal_id: null,
        sale: null,
        client: null,
        investor: null,
        transfer_group: null,
        reversal_of: null,
        reversed_by: null,
      });
      const out = await op(w.id, 'withdraw', '0.51', { kind: 'prepaid' });
      expect(out.status).toBe(201);
      expect(out.body).toMatchObject({ operation_type: 'withdraw', kind: 'prepaid', amount: '0.51' });
      expect(await balance(w.id)).toBe('1499.99');
      const ru = await as().get(`/api/wallet-operations/${res.body.id}/`, 'ru');
      expect(ru.body).toMatchObject({ id: res.body.id, method_name: 'Банковская карта' });
    });

    it('a UZS operation converts to USD at the rate, to the cent', async () => {
      const w = await createWallet(t, cashier.token, { currency: CURRENCY_UZS });
      const res = await op(w.id, 'replenish', '1000000', { exchange_rate: '12650.5' });
      expect(res.body).toMatchObject({ amount: '1000000.00', exchange_rate: '12650.500000', amount_usd: '79.05' });
      // No rate stored for the day and none given: the USD value cannot be known.
      const noRate = await op(w.id, 'withdraw', '1');
      expect(noRate.status).toBe(400);
      expect(noRate.body.errors[0]).toMatchObject({ field: 'exchange_rate', code: 'exchange_rate.required' });
    });

    it('400 names each field (uz and ru); nothing moves', async () => {
      const empty = await as().post('/api/wallet-operations/', {});
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual(
        [
          ['amount', 'required'],
          ['comment', 'required'],
          ['method', 'required'],
          ['operation_type', 'required'],
          ['wallet', 'required'],
        ].sort(),
      );
      const w = await fundedWallet(t, cashier.token, '10');
      for (const [body, field, code] of [
        [{ amount: '10.001' }, 'amount', 'money.invalid_positive'],
        [{ amount: '0' }, 'amount', 'money.invalid_positive'],
        [{ amount: 10.5, kind: 'selling' }, 'kind', 'invalid'],
        [{ kind: 'outflow', operation_type: 'replenish' }, 'operation_type', 'operation.withdraw_only'],
        [{ method: 999 }, 'method', 'invalid'],
        [{ wallet: 987654 }, 'wallet', 'invalid'],
        [{ date: '2999-01-01' }, 'date', 'date.future'],
        [{ date: 'yesterday' }, 'date', 'invalid'],
        [{ exchange_rate: '0' }, 'exchange_rate', 'exchange_rate.invalid'],
        [{ construction_building_id: 987654 }, 'construction_building_id', 'invalid'],
        [{ employee_id: 1 }, 'salary_date', 'required'],
        [{ construction_building_id: 1, refusal_id: 1 }, 'refusal_id', 'operation.one_purpose'],
        [{ executor: 1 }, 'executor', 'unknown_field'],
      ] as [Record<string, unknown>, string, string][]) {
        const res = await as().post('/api/wallet-operations/', { wallet: w.id, operation_type: 'withdraw', amount: '1', method: CASH, comment: 'x', ...body });
        expect([JSON.stringify(body), res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([JSON.stringify(body), 400, field, code]);
      }
      const ru = await as().post('/api/wallet-operations/', { wallet: w.id, operation_type: 'replenish', amount: '1', method: CASH, comment: 'x', construction_building_id: 5 }, 'ru');
      expect(ru.body.errors).toEqual([{ field: 'operation_type', code: 'operation.withdraw_only', message: 'Эта операция может быть только расходом' }]);
      expect(await balance(w.id)).toBe('10.00');
      expect(await t.prisma.walletOperation.count({ where: { wallet_id: w.id } })).toBe(1);
    });

    it('409 wallet.insufficient_funds when the balance does not cover a withdrawal (uz and ru)', async () => {
      const w = await fundedWallet(t, cashier.token, '10');
      const res = await op(w.id, 'withdraw', '10.01');
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: 'amount', code: 'wallet.insufficient_funds', message: 'Hamyonda mablagʻ yetarli emas' }]);
      const ru = await as().post('/api/wallet-operations/', { wallet: w.id, operation_type: 'withdraw', amount: '11', method: CASH, comment: 'x' }, 'ru');
      expect(ru.body.errors[0].message).toBe('В кошельке недостаточно средств');
      expect(await balance(w.id)).toBe('10.00');
    });

    it('50 parallel withdrawals of 10 from 100: exactly 10 × 201 and 40 × 409, the wallet ends at 0', async () => {
      const w = await fundedWallet(t, cashier.token, '100');
      const results = await Promise.all(Array.from({ length: 50 }, () => op(w.id, 'withdraw', '10')));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.errors[0].code))).toEqual(new Set(['wallet.insufficient_funds']));
      expect(await balance(w.id)).toBe('0.00');
      expect(await t.prisma.walletOperation.count({ where: { wallet_id: w.id, operation_type: 'withdraw' } })).toBe(10);
    });

    it('construction and salary links set the kind; the construction project and the employee must exist', async () => {
      const w = await fundedWallet(t, cashier.token, '1000');
      const project = await t.prisma.constructionProject.create({ data: { name: 'Blok A qurilishi', floor_count: 9, room_count: 72, entrance_count: 2 } });
      const built = await op(w.id, 'withdraw', '300', { construction_building_id: project.id });
      expect(built.status).toBe(201);
      expect(built.body).toMatchObject({ kind: 'construction', construction_building_id: project.id });

      const employee = await t.prisma.employee.create({
        data: { first_name: 'Akmal', last_name: 'Karimov', position: 'Usta', salary_type_id: 1, salary: '500', salary_currency_id: CURRENCY_USD },
      });
      // A salary payment also needs EMPLOYEE_READ (employees.e2e-spec.ts covers the rest of it).
      const refused = await op(w.id, 'withdraw', '500', { employee_id: employee.id, salary_date: '2026-10-17' });
      expect(refused.status).toBe(403);
      const payroll = await t.userWith([P.WALLET_READ, P.EMPLOYEE_READ]);
      const salary = await as(payroll.token).post('/api/wallet-operations/', {
        wallet: w.id, operation_type: 'withdraw', amount: '500', method: CASH, comment: 'Oylik', employee_id: employee.id, salary_date: '2026-10-17',
      });
      expect(salary.status).toBe(201);
      expect(salary.body).toMatchObject({ kind: 'salary', employee_id: employee.id, salary_date: '2026-10-01' });
      const unknown = await as(payroll.token).post('/api/wallet-operations/', {
        wallet: w.id, operation_type: 'withdraw', amount: '1', method: CASH, comment: 'test', employee_id: 987654, salary_date: '2026-10',
      });
      expect(unknown.body.errors[0]).toMatchObject({ field: 'employee_id', code: 'invalid' });

      const byProject = await as().get(`/api/wallet-operations/?construction_building_id=${project.id}`);
      expect(byProject.body.results.map((o: { id: number }) => o.id)).toEqual([built.body.id]);
      const byEmployee = await as().get(`/api/wallet-operations/?employee_id=${employee.id}&kind=salary`);
      expect(byEmployee.body.results.map((o: { id: number }) => o.id)).toEqual([salary.body.id]);
      expect(await balance(w.id)).toBe('200.00');

      // PUT: a link given later takes over from a hand-chosen kind.
      const prepaid = await op(w.id, 'withdraw', '10', { kind: 'prepaid' });
      const relinked = await as().put(`/api/wallet-operations/${prepaid.body.id}/`, { construction_building_id: project.id });
      expect(relinked.body).toMatchObject({ kind: 'construction', construction_building_id: project.id, amount: '10.00' });
      const both = await as().put(`/api/wallet-operations/${relinked.body.id}/`, { kind: 'prepaid' });
      expect(both.body.errors[0]).toMatchObject({ field: 'kind', code: 'operation.one_purpose' });
      expect(await balance(w.id)).toBe('190.00');
    });
  });

  describe('transfers', () => {
    it('UZS → USD converts at the rate exactly; the legs share a transfer group', async () => {
      const uzs = await fundedWallet(t, cashier.token, '2000000', { currency: CURRENCY_UZS, exchange_rate: '12650' });
      const usd = await createWallet(t, cashier.token, { currency: CURRENCY_USD });
      const res = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, to_wallet: usd.id, amount: '1265000', exchange_rate: '12650', comment: 'Dollarga' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ transfer_group: expect.stringMatching(/^[0-9a-f-]{36}$/), withdraw: expect.any(Object), replenish: expect.any(Object) });
      expect(res.body.withdraw).toMatchObject({ wallet: uzs.id, operation_type: 'withdraw', kind: 'transfer', amount: '1265000.00', amount_usd: '100.00', exchange_rate: '12650.000000', transfer_group: res.body.transfer_group, method: CASH });
      expect(res.body.replenish).toMatchObject({ wallet: usd.id, operation_type: 'replenish', kind: 'transfer', amount: '100.00', amount_usd: '100.00', transfer_group: res.body.transfer_group });
      expect(await balance(uzs.id)).toBe('735000.00');
      expect(await balance(usd.id)).toBe('100.00');

      // 1 000 000 / 12650.5 = 79.0482… → 79.05
      const odd = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, to_wallet: usd.id, amount: '500000', exchange_rate: '12650.5', comment: 'x' });
      expect(odd.body.replenish.amount).toBe('39.52');
      // USD → UZS multiplies
      const back = await as().post('/api/wallet-operations/transfer/', { from_wallet: usd.id, to_wallet: uzs.id, amount: '10.01', exchange_rate: '12650', comment: 'x', method: CARD });
      expect(back.body.replenish).toMatchObject({ amount: '126626.50', method: CARD });

      const legs = await as().get(`/api/wallet-operations/?transfer=true&wallet=${usd.id}&ordering=date`);
      expect(legs.body.results.map((o: { kind: string; operation_type: string }) => `${o.kind}:${o.operation_type}`)).toEqual([
        'transfer:replenish',
        'transfer:replenish',
        'transfer:withdraw',
      ]);
      expect((await as().get(`/api/wallet-operations/?transfer=false&wallet=${usd.id}`)).body.count).toBe(0);
    });

    it('400 without the rate between currencies, to the same wallet, or with fields missing; 409 without funds', async () => {
      const uzs = await fundedWallet(t, cashier.token, '100000', { currency: CURRENCY_UZS, exchange_rate: '12650' });
      const usd = await createWallet(t, cashier.token, { currency: CURRENCY_USD });
      const noRate = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, to_wallet: usd.id, amount: '1000', comment: 'x' }, 'ru');
      expect(noRate.status).toBe(400);
      expect(noRate.body.errors).toEqual([{ field: 'exchange_rate', code: 'exchange_rate.required', message: 'Курс доллара ещё не задан: введите курс (сумов за 1 USD) или попросите администратора загрузить курс ЦБ' }]);
      const same = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, to_wallet: uzs.id, amount: '1000', comment: 'x' });
      expect(same.body.errors[0]).toMatchObject({ field: 'to_wallet', code: 'transfer.same_wallet' });
      const missing = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, amount: '1000' });
      expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['comment', 'to_wallet']);
      const unknown = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, to_wallet: 987654, amount: '1', comment: 'x' });
      expect(unknown.body.errors[0]).toMatchObject({ field: 'to_wallet', code: 'invalid' });
      const poor = await as().post('/api/wallet-operations/transfer/', { from_wallet: uzs.id, to_wallet: usd.id, amount: '100000.01', exchange_rate: '12650', comment: 'x' });
      expect(poor.status).toBe(409);
      expect(poor.body.errors[0].code).toBe('wallet.insufficient_funds');
      expect(await balance(uzs.id)).toBe('100000.00');
      expect(await balance(usd.id)).toBe('0.00');
    });
  });

  describe('corrections: PUT and DELETE write reversals', () => {
    it('PUT reverses the old operation and writes the new one; balances follow; the list shows both, marked', async () => {
      const w = await fundedWallet(t, cashier.token, '100');
      const spent = await op(w.id, 'withdraw', '30', { comment: 'Ijara' });
      const put = await as().put(`/api/wallet-operations/${spent.body.id}/`, { amount: '25.50', method: CARD });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ operation_type: 'withdraw', kind: 'outflow', amount: '25.50', method: CARD, comment: 'Ijara', reversal_of: null, reversed_by: null });
      expect(put.body.id).not.toBe(spent.body.id);
      expect(await balance(w.id)).toBe('74.50');

      const list = await as().get(`/api/wallet-operations/?wallet=${w.id}&ordering=id`);
      const rows = list.body.results.map((o: any) => [o.operation_type, o.amount, o.reversal_of, o.reversed_by]);
      const reversal = list.body.results.find((o: any) => o.reversal_of === spent.body.id);
      expect(rows).toEqual([
        ['replenish', '100.00', null, null],
        ['withdraw', '30.00', null, reversal.id],
        ['replenish', '30.00', spent.body.id, null],
        ['withdraw', '25.50', null, null],
      ]);

      // The old one is already reversed; the reversal is never corrected.
      const again = await as().put(`/api/wallet-operations/${spent.body.id}/`, { amount: '1' });
      expect(again.status).toBe(409);
      expect(again.body.errors[0].code).toBe('operation.already_reversed');
      const ofReversal = await as().delete(`/api/wallet-operations/${reversal.id}/`);
      expect(ofReversal.status).toBe(409);
      expect(ofReversal.body.errors[0].code).toBe('operation.is_reversal');

      // PUT can change the direction: inflow/outflow follow it.
      const flipped = await as().put(`/api/wallet-operations/${put.body.id}/`, { operation_type: 'replenish' });
      expect(flipped.body).toMatchObject({ operation_type: 'replenish', kind: 'inflow', amount: '25.50' });
      expect(await balance(w.id)).toBe('125.50');
      // An empty correction writes nothing (it would reverse and rewrite the same operation).
      const count = await t.prisma.walletOperation.count({ where: { wallet_id: w.id } });
      const empty = await as().put(`/api/wallet-operations/${flipped.body.id}/`, {}, 'ru');
      expect([empty.status, empty.body.errors]).toEqual([400, [{ field: null, code: 'operation.no_changes', message: 'Нечего изменять: передайте хотя бы одно поле' }]]);
      expect(await t.prisma.walletOperation.count({ where: { wallet_id: w.id } })).toBe(count);
      const bad = await as().put(`/api/wallet-operations/${flipped.body.id}/`, { amount: '-1', wallet: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'wallet']);
    });

    it('PUT may move the operation to another wallet; a withdrawal the new wallet cannot cover moves nothing', async () => {
      const a = await fundedWallet(t, cashier.token, '50');
      const b = await fundedWallet(t, cashier.token, '5');
      const spent = await op(a.id, 'withdraw', '20');
      const moved = await as().put(`/api/wallet-operations/${spent.body.id}/`, { wallet: b.id });
      expect(moved.status).toBe(409);
      expect(moved.body.errors[0].code).toBe('wallet.insufficient_funds');
      expect([await balance(a.id), await balance(b.id)]).toEqual(['30.00', '5.00']);
      const ok = await as().put(`/api/wallet-operations/${spent.body.id}/`, { wallet: b.id, amount: '5' });
      expect(ok.status).toBe(200);
      expect([await balance(a.id), await balance(b.id)]).toEqual(['50.00', '0.00']);
    });

    it('DELETE writes the reversal; money already spent cannot be un-received (409)', async () => {
      const w = await createWallet(t, cashier.token);
      const income = await replenish(t, cashier.token, w.id, '40');
      const spent = await op(w.id, 'withdraw', '15');
      const blocked = await as().delete(`/api/wallet-operations/${income.id}/`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.errors[0].code).toBe('wallet.insufficient_funds');
      const undo = await as().delete(`/api/wallet-operations/${spent.body.id}/`);
      expect(undo.status).toBe(200);
      expect(undo.body.reversals).toEqual([expect.objectContaining({ operation_type: 'replenish', amount: '15.00', reversal_of: spent.body.id, kind: 'outflow' })]);
      expect(await balance(w.id)).toBe('40.00');
      expect((await as().get(`/api/wallet-operations/${spent.body.id}/`)).body.reversed_by).toBe(undo.body.reversals[0].id);
      const twice = await as().delete(`/api/wallet-operations/${spent.body.id}/`, 'ru');
      expect(twice.body.errors[0]).toMatchObject({ code: 'operation.already_reversed', message: 'Эта операция уже отменена' });
    });

    it('parallel corrections of one operation: exactly one wins, the others are 409', async () => {
      const w = await fundedWallet(t, cashier.token, '100');
      const spent = await op(w.id, 'withdraw', '40');
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => as().delete(`/api/wallet-operations/${spent.body.id}/`)),
        ...Array.from({ length: 4 }, (_, i) => as().put(`/api/wallet-operations/${spent.body.id}/`, { amount: `${i + 1}` })),
      ]);
      const won = results.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).map((r) => r.body.errors[0].code)).toEqual(Array(7).fill('operation.already_reversed'));
      const expected = won[0].body.reversals ? '100.00' : (100 - Number(won[0].body.amount)).toFixed(2);
      expect(await balance(w.id)).toBe(expected);
      expect(await t.prisma.walletOperation.count({ where: { reversal_of_id: spent.body.id } })).toBe(1);
    });

    it('a transfer leg: DELETE reverses both legs; PUT is 409', async () => {
      const a = await fundedWallet(t, cashier.token, '100');
      const b = await createWallet(t, cashier.token);
      const moved = await as().post('/api/wallet-operations/transfer/', { from_wallet: a.id, to_wallet: b.id, amount: '60', comment: 'x' });
      const put = await as().put(`/api/wallet-operations/${moved.body.replenish.id}/`, { amount: '1' });
      expect(put.status).toBe(409);
      expect(put.body.errors[0]).toMatchObject({ code: 'operation.transfer_edit', message: 'Oʻtkazmani oʻzgartirib boʻlmaydi: uni bekor qiling va yangisini yarating' });
      const undo = await as().delete(`/api/wallet-operations/${moved.body.replenish.id}/`);
      expect(undo.status).toBe(200);
      expect(undo.body.reversals.map((o: any) => [o.wallet, o.operation_type, o.amount, o.reversal_of, o.transfer_group])).toEqual([
        [a.id, 'replenish', '60.00', moved.body.withdraw.id, moved.body.transfer_group],
        [b.id, 'withdraw', '60.00', moved.body.replenish.id, moved.body.transfer_group],
      ]);
      expect([await balance(a.id), await balance(b.id)]).toEqual(['100.00', '0.00']);
    });

    it("other flows' operations are not corrected here: 409 operation.linked naming the flow", async () => {
      const w = await fundedWallet(t, cashier.token, '10');
      const ledger = t.app.get(LedgerService);
      const selling = await ledger.transaction((tx) =>
        ledger.write(tx, { wallet_id: w.id, operation_type: 'replenish', kind: 'selling', amount: new Decimal('5'), method_id: CASH, executor_id: cashier.id }),
      );
      const put = await as().put(`/api/wallet-operations/${selling.id}/`, { amount: '1' });
      expect(put.status).toBe(409);
      expect(put.body.errors[0]).toMatchObject({ code: 'operation.linked', message: 'Bu operatsiya sotuv orqali yaratilgan: uni oʻsha yerda oʻzgartiring' });
      const del = await as().delete(`/api/wallet-operations/${selling.id}/`, 'ru');
      expect(del.body.errors[0].message).toBe('Эта операция создана через продажу: измените её там');
      const payment = await ledger.transaction((tx) =>
        ledger.write(tx, { wallet_id: w.id, operation_type: 'replenish', kind: 'payment', amount: new Decimal('5'), method_id: CASH, executor_id: cashier.id }),
      );
      expect((await as().delete(`/api/wallet-operations/${payment.id}/`)).body.errors[0].message).toContain('mijoz toʻlovi');
      expect(await balance(w.id)).toBe('20.00');

      // An investor's operation is corrected here and keeps its investor and kind.
      const investor = await t.prisma.investor.create({ data: { phone_number: '+998901110022', first_name: 'Jasur', last_name: 'Xolmatov' } });
      const invested = await ledger.transaction((tx) =>
        ledger.write(tx, { wallet_id: w.id, operation_type: 'replenish', kind: 'investments', amount: new Decimal('30'), method_id: CASH, executor_id: cashier.id, investor_id: investor.id }),
      );
      const fixed = await as().put(`/api/wallet-operations/${invested.id}/`, { amount: '35' });
      expect(fixed.status).toBe(200);
      expect(fixed.body).toMatchObject({ kind: 'investments', investor: investor.id, amount: '35.00' });
      expect(await balance(w.id)).toBe('55.00');
    });

    it('404 for an unknown operation; 401 and 403 on every route', async () => {
      expect((await as().get('/api/wallet-operations/987654/')).status).toBe(404);
      expect((await as().put('/api/wallet-operations/987654/', { amount: '1' })).status).toBe(404);
      expect((await as().delete('/api/wallet-operations/987654/')).status).toBe(404);
      for (const [method, url] of [
        ['get', '/api/wallet-operations/'],
        ['get', '/api/wallet-operations/1/'],
        ['post', '/api/wallet-operations/'],
        ['put', '/api/wallet-operations/1/'],
        ['delete', '/api/wallet-operations/1/'],
        ['post', '/api/wallet-operations/transfer/'],
        ['get', '/api/wallet-operations/export/operations.xls'],
      ] as const) {
        const anonymous = await (t.http() as any)[method](url).send({});
        expect([url, anonymous.status]).toEqual([url, 401]);
        const denied = await (api(t, nobody) as any)[method](url, {});
        expect([url, denied.status, denied.body.errors[0].code]).toEqual([url, 403, 'forbidden']);
      }
    });
  });

  describe('list and export', () => {
    let w1: number;
    let w2: number;
    const word = `rent${process.pid}`;

    beforeAll(async () => {
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T09:00:00Z'));
      w1 = (await fundedWallet(t, cashier.token, '1000')).id;
      w2 = (await createWallet(t, cashier.token, { currency: CURRENCY_UZS })).id;
      await op(w1, 'withdraw', '120', { comment: `${word} October`, date: '2026-10-31', method: CARD });
      await op(w1, 'withdraw', '80', { comment: `=HYPERLINK("x") ${word}`, date: '2026-11-01T00:10:00+05:00' });
      await op(w1, 'withdraw', '5', { comment: 'coffee', date: '2026-11-02' });
      await op(w2, 'replenish', '1265000', { comment: `${word} so'm`, date: '2026-11-02', exchange_rate: '12650' });
      jest.restoreAllMocks();
    });

    it('filters by wallet, type, method, executor, currency, Tashkent days; searches comments; orders by amount', async () => {
      const byWallet = await as().get(`/api/wallet-operations/?wallet=${w1}&operation_type=withdraw`);
      expect(byWallet.body.results.map((o: any) => o.amount)).toEqual(['5.00', '80.00', '120.00']); // newest first
      const searched = await as().get(`/api/wallet-operations/?search=${word.toUpperCase()}&ordering=-amount`);
      expect(searched.body.results.map((o: any) => o.amount)).toEqual(['1265000.00', '120.00', '80.00']);
      const november = await as().get(`/api/wallet-operations/?search=${word}&date_from=2026-11-01&date_to=2026-11-30`);
      expect(november.body.results.map((o: any) => o.amount).sort()).toEqual(['1265000.00', '80.00']);
      const october = await as().get(`/api/wallet-operations/?wallet=${w1}&date_to=2026-10-31&operation_type=withdraw`);
      expect(october.body.results.map((o: any) => o.amount)).toEqual(['120.00']);
      const card = await as().get(`/api/wallet-operations/?wallet=${w1}&method=${CARD}`);
      expect(card.body.count).toBe(1);
      const uzs = await as().get(`/api/wallet-operations/?search=${word}&currency=${CURRENCY_UZS}`);
      expect(uzs.body.results.map((o: any) => o.wallet)).toEqual([w2]);
      const mine = await as().get(`/api/wallet-operations/?executor=${cashier.id}&wallet=${w2}`);
      expect(mine.body.count).toBe(1);
      const bad = await as().get('/api/wallet-operations/?ordering=comment&date_from=2026-13-01');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('date_from');
    });

    it('exports the filtered list as XLSX (headers in the language; formulas escaped)', async () => {
      const res = await as()
        .get(`/api/wallet-operations/export/operations.xls?search=${word}&ordering=amount&language=ru`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0].slice(0, 7)).toEqual(['ID', 'Дата', 'Кошелёк', 'Валюта', 'Направление', 'Вид', 'Сумма']);
      expect(rows.slice(1).map((r) => [r[3], r[4], r[6]])).toEqual([
        ['USD', 'Расход', 80],
        ['USD', 'Расход', 120],
        ['UZS', 'Приход', 1265000],
      ]);
      expect(rows[1][10]).toBe(`'=HYPERLINK("x") ${word}`);
      expect(rows[2][1]).toBe('2026-10-31 00:00');
      const bad = await as().get('/api/wallet-operations/export/operations.xls?ordering=nope');
      expect(bad.status).toBe(400);
    });

    it('streams past one batch in order, every row once, also when many rows share a date', async () => {
      // 1 500 operations on 3 instants, written in bulk (the balance set to their sum).
      const w = await createWallet(t, cashier.token);
      await t.prisma.$executeRaw`
        INSERT INTO wallet_operation (wallet_id, operation_type, kind, amount, method_id, comment, exchange_rate, amount_usd, executor_id, date)
        SELECT ${w.id}, 'replenish', 'inflow', g, 1, 'bulk', 1, g, ${cashier.id}, timestamptz '2026-09-01 10:00+05' + (g % 3) * interval '1 hour'
        FROM generate_series(1, 1500) g`;
      await t.prisma.$executeRaw`UPDATE wallet SET balance = (SELECT SUM(amount) FROM wallet_operation WHERE wallet_id = ${w.id}) WHERE id = ${w.id}`;
      const res = await as()
        .get(`/api/wallet-operations/export/operations.xls?wallet=${w.id}&ordering=date`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const ids: number[] = [];
      const dates: string[] = [];
      wb.worksheets[0].eachRow((row, n) => {
        if (n > 1) {
          ids.push(row.getCell(1).value as number);
          dates.push(row.getCell(2).value as string);
        }
      });
      expect(ids).toHaveLength(1500);
      expect(new Set(ids).size).toBe(1500);
      expect(dates).toEqual([...dates].sort());
      // within one date, the tiebreaker (id, descending)
      const firstHour = ids.filter((_, i) => dates[i] === '2026-09-01 10:00');
      expect(firstHour).toEqual([...firstHour].sort((a, b) => b - a));
      const list = await as().get(`/api/wallet-operations/?wallet=${w.id}&ordering=date&page_size=5`);
      expect(list.body.results.map((o: { id: number }) => o.id)).toEqual(ids.slice(0, 5));
    });
  });
});
