import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { tashkentDate } from '../../src/common/clock/clock';
import { api, uniquePhone } from '../support/people';
import { CASH, createWallet, fundedWallet, replenish, setRate } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

type Json = Record<string, any>;

/** Suppliers, deliveries and payments (spec document 2 "Suppliers"; DESIGN "Operations and statistics API shapes"). */
describe('suppliers and supplier operations', () => {
  let t: TestApp;
  let clerk: { id: number; token: string }; // EMPLOYEE_READ + WALLET_READ
  let deliveriesOnly: string; // EMPLOYEE_READ
  let cashierOnly: string; // WALLET_READ
  const today = tashkentDate(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.userWith([P.EMPLOYEE_READ, P.WALLET_READ]);
    deliveriesOnly = (await t.userWith([P.EMPLOYEE_READ])).token;
    cashierOnly = (await t.userWith([P.WALLET_READ])).token;
    // No stored rate unless a test stores one: the rate rules are then visible.
    await t.prisma.exchangeRate.deleteMany();
  });
  afterAll(() => t.close());

  const as = (token = clerk.token) => api(t, token);
  const errorsOf = (res: { body: Json }) => (res.body.errors ?? []).map((e: Json) => [e.field, e.code]);
  const walletBalance = async (id: number) => (await t.prisma.wallet.findUniqueOrThrow({ where: { id } })).balance.toFixed(2);
  const debtOf = async (supplierId: number) => {
    const res = await as().get(`/api/supplier/${supplierId}/`);
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.debt.map((d: Json) => [d.currency_code, d.amount]));
  };

  let seq = 0;
  const newSupplier = async (extra: Json = {}) => {
    const res = await as().post('/api/supplier/', { name: `Taʼminotchi ${++seq}`, material: 1, ...extra });
    if (res.status !== 201) throw new Error(`supplier: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Json;
  };
  const deliver = (supplier: number, extra: Json = {}, token = clerk.token) =>
    as(token).post('/api/supplier-operation/', { supplier, date: today, unit: 'tonna', unit_amount: '100', unit_price: '25.50', currency: CURRENCY_USD, ...extra });
  const pay = (supplier: number, wallet: number, extra: Json = {}, token = clerk.token) =>
    as(token).post('/api/supplier-operation/', { supplier, date: today, wallet, wallet_payment: '1000', currency: CURRENCY_USD, ...extra });

  describe('suppliers', () => {
    it('creates, reads, edits and lists a supplier with its debt per currency (uz and ru names)', async () => {
      const res = await as().post('/api/supplier/', { name: '  Qizilqum Sement  ', material: 1, phone_number: '+998 (90) 765-43-21' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Qizilqum Sement',
        material: 1,
        material_name: 'Sement',
        phone_number: '+998907654321',
        debt: [
          { currency: CURRENCY_UZS, currency_code: 'UZS', amount: '0.00' },
          { currency: CURRENCY_USD, currency_code: 'USD', amount: '0.00' },
        ],
        created_at: expect.any(String),
      });
      const ru = await as().get(`/api/supplier/${res.body.id}/`, 'ru');
      expect(ru.body.material_name).toBe('Цемент');
      const edited = await as().put(`/api/supplier/${res.body.id}/`, { material: 3, phone_number: null });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Qizilqum Sement', material: 3, material_name: 'Armatura', phone_number: null });
      const list = await as().get('/api/supplier/?search=qizilqum');
      expect(list.body.results.map((r: Json) => r.id)).toEqual([res.body.id]);
    });

    it('the material reference list answers names in the request language', async () => {
      const uz = await as().get('/api/supplier/materials/');
      const ru = await as().get('/api/supplier/materials/', 'ru');
      expect(uz.status).toBe(200);
      expect(uz.body.results[0]).toEqual({ id: 1, name: 'Sement' });
      expect(ru.body.results[0]).toEqual({ id: 1, name: 'Цемент' });
    });

    it('400 names each field; 404 for an unknown supplier', async () => {
      const empty = await as().post('/api/supplier/', {});
      expect(errorsOf(empty).sort()).toEqual([
        ['material', 'required'],
        ['name', 'required'],
      ]);
      for (const [body, field, code] of [
        [{ name: 'A' }, 'name', 'too_short'],
        [{ material: 999 }, 'material', 'invalid'],
        [{ phone_number: '12345' }, 'phone_number', 'invalid_phone'],
        [{ debt: '1' }, 'debt', 'unknown_field'],
      ] as [Json, string, string][]) {
        const res = await as().post('/api/supplier/', { name: 'Yaxshi nom', material: 2, ...body });
        expect([JSON.stringify(body), res.status, errorsOf(res)[0]]).toEqual([JSON.stringify(body), 400, [field, code]]);
      }
      const ru = await as().post('/api/supplier/', { material: 1 }, 'ru');
      expect(ru.body.errors[0]).toMatchObject({ field: 'name', code: 'required', message: expect.stringMatching(/[а-я]/) });
      for (const res of [
        await as().get('/api/supplier/987654/'),
        await as().put('/api/supplier/987654/', { name: 'Boshqa' }),
        await as().delete('/api/supplier/987654/'),
      ]) {
        expect(res.status).toBe(404);
      }
    });

    it('DELETE: 204 without operations, 409 supplier.has_operations with them (also a deleted payment)', async () => {
      const lonely = await newSupplier();
      expect((await as().delete(`/api/supplier/${lonely.id}/`)).status).toBe(204);
      expect((await as().get(`/api/supplier/${lonely.id}/`)).status).toBe(404);
      const busy = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '100');
      const p = await pay(busy.id, w.id, { wallet_payment: '10' });
      expect((await as().delete(`/api/supplier-operation/${p.body.id}/`)).status).toBe(204);
      const res = await as().delete(`/api/supplier/${busy.id}/`, 'ru');
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: null, code: 'supplier.has_operations', message: 'У поставщика есть операции, удалить его нельзя' }]);
    });

    it('401 without a token; 403 without EMPLOYEE_READ on every supplier route', async () => {
      expect((await t.http().get('/api/supplier/')).status).toBe(401);
      expect((await t.http().get('/api/supplier-operation/')).status).toBe(401);
      for (const res of [
        await as(cashierOnly).get('/api/supplier/'),
        await as(cashierOnly).post('/api/supplier/', { name: 'Nom', material: 1 }),
        await as(cashierOnly).get('/api/supplier/1/'),
        await as(cashierOnly).get('/api/supplier-operation/'),
        await as(cashierOnly).post('/api/supplier-operation/', {}),
        await as(cashierOnly).get('/api/supplier-operation/export/supplier_operations.xls'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.errors[0].code).toBe('forbidden');
      }
    });
  });

  describe('deliveries and payments', () => {
    it("the issue's case: 100 × 25.50 delivered, 1000 paid with a 2 % fee → debt 1570.00; the wallet lost exactly 1000.00", async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '5000');
      const project = await t.prisma.constructionProject.create({ data: { name: 'Yangi uy', floor_count: 9, room_count: 72, entrance_count: 2 } });

      const d = await deliver(s.id, { floor: 3, model: 'M400', machine_number: '01 A 123 BC', construction: project.id, comment: 'Birinchi partiya' });
      expect(d.status).toBe(201);
      expect(d.body).toMatchObject({
        kind: 'delivery',
        supplier: s.id,
        supplier_name: s.name,
        date: today,
        floor: 3,
        material: 1,
        material_name: 'Sement',
        model: 'M400',
        unit: 'tonna',
        unit_amount: '100.000',
        unit_price: '25.50',
        operation_price: '2550.00',
        currency: CURRENCY_USD,
        currency_code: 'USD',
        construction: project.id,
        construction_name: 'Yangi uy',
        machine_number: '01 A 123 BC',
        wallet: null,
        wallet_payment: null,
        created_by: { id: clerk.id, full_name: 'Test User' },
      });
      expect(await walletBalance(w.id)).toBe('5000.00');

      const p = await pay(s.id, w.id, { fee_percentage: '2', construction: project.id, comment: 'Bank orqali' });
      expect(p.status).toBe(201);
      expect(p.body).toMatchObject({
        kind: 'payment',
        wallet: w.id,
        wallet_name: w.name,
        wallet_currency: CURRENCY_USD,
        wallet_payment: '1000.00',
        fee_percentage: '2.00',
        actual_payment: '980.00',
        actual_payment_usd: '980.00',
        exchange_rate: '1.000000',
        currency: CURRENCY_USD,
        construction: project.id,
        unit_price: null,
        operation_price: null,
      });
      expect(await debtOf(s.id)).toEqual({ UZS: '0.00', USD: '1570.00' });
      expect(await walletBalance(w.id)).toBe('4000.00');
      // One withdrawal, outflow, linked to the payment (and to the project), the payment pointing back at it.
      const ops = await t.prisma.walletOperation.findMany({ where: { wallet_id: w.id, operation_type: 'withdraw' } });
      expect(ops.map((o) => [o.kind, o.amount.toFixed(2), o.supplier_operation_id, o.construction_id, o.comment])).toEqual([
        ['outflow', '1000.00', p.body.id, project.id, 'Bank orqali'],
      ]);
      expect(p.body.wallet_operation).toBe(ops[0].id);
      // The wallets module does not correct it: the supplier payment does.
      const linked = await as().delete(`/api/wallet-operations/${ops[0].id}/`);
      expect(linked.status).toBe(409);
      expect(linked.body.errors[0].code).toBe('operation.linked');
      expect((await as().put(`/api/wallet-operations/${ops[0].id}/`, { amount: '1' })).status).toBe(409);
    });

    it('a UZS wallet pays a USD debt at the given rate, exactly; a USD wallet pays a UZS debt; the stored rate is the default', async () => {
      const s = await newSupplier();
      const uzs = await fundedWallet(t, clerk.token, '20000000', { currency: CURRENCY_UZS, exchange_rate: '12650' });
      // No rate given and none stored: the UZS side cannot be valued.
      const noRate = await pay(s.id, uzs.id, { wallet_payment: '1000000' });
      expect(noRate.status).toBe(400);
      expect(errorsOf(noRate)).toEqual([['exchange_rate', 'exchange_rate.required']]);
      expect(await walletBalance(uzs.id)).toBe('20000000.00');

      const p = await pay(s.id, uzs.id, { wallet_payment: '1000000', exchange_rate: '12650.5' });
      expect(p.status).toBe(201);
      // 1 000 000 / 12 650.5 = 79.048… → 79.05 USD.
      expect(p.body).toMatchObject({ wallet_payment: '1000000.00', fee_percentage: '0.00', actual_payment: '79.05', actual_payment_usd: '79.05', exchange_rate: '12650.500000', currency: CURRENCY_USD });
      expect(await debtOf(s.id)).toEqual({ UZS: '0.00', USD: '-79.05' });
      expect(await walletBalance(uzs.id)).toBe('19000000.00');

      // With a fee: 12 650 000 × 98.5 % = 12 460 250.00 UZS → 985.00 USD at 12 650.
      const fee = await pay(s.id, uzs.id, { wallet_payment: '12650000', fee_percentage: '1.5', exchange_rate: '12650' });
      expect(fee.body).toMatchObject({ actual_payment: '985.00', actual_payment_usd: '985.00' });

      // A USD wallet pays a UZS debt: 100 × 98 % = 98.00 USD → 1 239 700.00 UZS at the day's stored rate.
      await setRate(t, today, '12650');
      const usd = await fundedWallet(t, clerk.token, '500');
      const toUzs = await pay(s.id, usd.id, { wallet_payment: '100', fee_percentage: '2', currency: CURRENCY_UZS });
      expect(toUzs.status).toBe(201);
      expect(toUzs.body).toMatchObject({ actual_payment: '1239700.00', actual_payment_usd: '98.00', exchange_rate: '12650.000000', currency: CURRENCY_UZS });
      expect(await debtOf(s.id)).toEqual({ UZS: '-1239700.00', USD: '-1064.05' });
      await t.prisma.exchangeRate.deleteMany();
    });

    it('PUT of a payment reverses the old wallet operation and writes a new one: wallet and debt right after', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '5000');
      await deliver(s.id);
      const p = await pay(s.id, w.id, { fee_percentage: '2' });
      const oldOp = p.body.wallet_operation;

      const put = await as().put(`/api/supplier-operation/${p.body.id}/`, { wallet_payment: '500' });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ id: p.body.id, wallet_payment: '500.00', fee_percentage: '2.00', actual_payment: '490.00', comment: null });
      expect(put.body.wallet_operation).not.toBe(oldOp);
      expect(await walletBalance(w.id)).toBe('4500.00');
      expect(await debtOf(s.id)).toEqual({ UZS: '0.00', USD: '2060.00' });
      const history = await t.prisma.walletOperation.findMany({ where: { supplier_operation_id: p.body.id }, orderBy: { id: 'asc' } });
      expect(history.map((o) => [o.operation_type, o.amount.toFixed(2), o.kind, o.reversal_of_id])).toEqual([
        ['withdraw', '1000.00', 'outflow', null],
        ['replenish', '1000.00', 'outflow', oldOp],
        ['withdraw', '500.00', 'outflow', null],
      ]);
      expect(history[2].id).toBe(put.body.wallet_operation);

      // Another wallet: the first gets everything back, the second pays.
      const other = await fundedWallet(t, clerk.token, '700');
      const moved = await as().put(`/api/supplier-operation/${p.body.id}/`, { wallet: other.id, fee_percentage: '0' });
      expect(moved.body).toMatchObject({ wallet: other.id, wallet_payment: '500.00', actual_payment: '500.00' });
      expect([await walletBalance(w.id), await walletBalance(other.id)]).toEqual(['5000.00', '200.00']);
      expect(await debtOf(s.id)).toEqual({ UZS: '0.00', USD: '2050.00' });

      // Above the balance: 409, and nothing changed (the reversal rolled back too).
      const tooMuch = await as().put(`/api/supplier-operation/${p.body.id}/`, { wallet_payment: '700.01' });
      expect(tooMuch.status).toBe(409);
      expect(errorsOf(tooMuch)).toEqual([['wallet_payment', 'wallet.insufficient_funds']]);
      expect(await walletBalance(other.id)).toBe('200.00');
      expect((await as().get(`/api/supplier-operation/${p.body.id}/`)).body.wallet_payment).toBe('500.00');
    });

    it('DELETE of a payment restores the wallet and the debt; the payment is gone from the list; a delivery is deleted', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '3000');
      const d = await deliver(s.id);
      const p = await pay(s.id, w.id, { fee_percentage: '2' });
      expect(await debtOf(s.id)).toMatchObject({ USD: '1570.00' });
      const del = await as().delete(`/api/supplier-operation/${p.body.id}/`);
      expect(del.status).toBe(204);
      expect(await walletBalance(w.id)).toBe('3000.00');
      expect(await debtOf(s.id)).toMatchObject({ USD: '2550.00' });
      expect((await as().get(`/api/supplier-operation/${p.body.id}/`)).status).toBe(404);
      expect((await as().delete(`/api/supplier-operation/${p.body.id}/`)).status).toBe(404);
      expect((await as().put(`/api/supplier-operation/${p.body.id}/`, { wallet_payment: '1' })).status).toBe(404);
      const list = await as().get(`/api/supplier-operation/?supplier-id=${s.id}`);
      expect(list.body.results.map((r: Json) => r.id)).toEqual([d.body.id]);
      const ops = await t.prisma.walletOperation.findMany({ where: { supplier_operation_id: p.body.id } });
      expect(ops.map((o) => o.operation_type).sort()).toEqual(['replenish', 'withdraw']);

      const edited = await as().put(`/api/supplier-operation/${d.body.id}/`, { unit_amount: '10.125', unit_price: '3.33', floor: null });
      expect(edited.body).toMatchObject({ unit_amount: '10.125', unit_price: '3.33', operation_price: '33.72', floor: null });
      expect(await debtOf(s.id)).toMatchObject({ USD: '33.72' });
      expect((await as().delete(`/api/supplier-operation/${d.body.id}/`)).status).toBe(204);
      expect(await debtOf(s.id)).toEqual({ UZS: '0.00', USD: '0.00' });
      expect(await t.prisma.supplierOperation.count({ where: { id: d.body.id } })).toBe(0);
    });

    it('409 wallet.insufficient_funds for a payment above the balance (uz and ru); nothing is written', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '999.99');
      const res = await pay(s.id, w.id);
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: 'wallet_payment', code: 'wallet.insufficient_funds', message: 'Hamyonda mablagʻ yetarli emas' }]);
      const ru = await as().post('/api/supplier-operation/', { supplier: s.id, date: today, wallet: w.id, wallet_payment: '1000', currency: CURRENCY_USD }, 'ru');
      expect(ru.body.errors[0].message).toBe('В кошельке недостаточно средств');
      expect(await t.prisma.supplierOperation.count({ where: { supplier_id: s.id } })).toBe(0);
      expect(await walletBalance(w.id)).toBe('999.99');
    });

    it("a supplier operation names a sale (document 1's entity): stored on POST and PUT, answered, cleared with null; an unknown sale is a 400 in uz and ru, nothing written", async () => {
      const s = await newSupplier();
      const building = await t.prisma.building.create({ data: { name: `Sotuv uyi ${randomUUID()}`, floor_count: 9, room_count: 9, entrance_count: 1 } });
      const room = (number: string) => t.prisma.room.create({ data: { building_id: building.id, number, floor: 1, entrance: 1, area: '50', price: '1000', currency_id: CURRENCY_USD } });
      const wallet = await fundedWallet(t, clerk.token, '5000');
      const client = await t.prisma.client.create({ data: { name: 'Xaridor', phone_number: uniquePhone() } });
      const sold = async (amount: string) => ({ room_id: (await room(amount)).id, client_id: client.id, wallet_id: wallet.id, sold_amount: amount, paid_amount: amount, created_by_id: clerk.id });
      const sale = await t.prisma.sale.create({ data: await sold('1000') });
      const other = await t.prisma.sale.create({ data: await sold('900') });

      const delivery = await deliver(s.id, { sale: sale.id });
      expect([delivery.status, delivery.body.sale]).toEqual([201, sale.id]);
      expect((await as().get(`/api/supplier-operation/${delivery.body.id}/`)).body.sale).toBe(sale.id);
      const payment = await pay(s.id, wallet.id, { wallet_payment: '100', sale: `${other.id}` });
      expect([payment.status, payment.body.sale]).toEqual([201, other.id]);
      expect((await t.prisma.supplierOperation.findUniqueOrThrow({ where: { id: payment.body.id } })).sale_id).toBe(other.id);

      const moved = await as().put(`/api/supplier-operation/${delivery.body.id}/`, { sale: other.id });
      expect([moved.status, moved.body.sale, moved.body.operation_price]).toEqual([200, other.id, '2550.00']);
      const kept = await as().put(`/api/supplier-operation/${delivery.body.id}/`, { comment: 'Izoh' });
      expect([kept.status, kept.body.sale]).toEqual([200, other.id]);
      const cleared = await as().put(`/api/supplier-operation/${delivery.body.id}/`, { sale: null });
      expect([cleared.status, cleared.body.sale]).toEqual([200, null]);

      const count = await t.prisma.supplierOperation.count();
      const unknown = await deliver(s.id, { sale: 987654321 });
      expect([unknown.status, unknown.body.errors]).toEqual([400, [{ field: 'sale', code: 'supplier_operation.sale_not_found', message: 'Bunday sotuv topilmadi' }]]);
      const unknownRu = await as().put(`/api/supplier-operation/${payment.body.id}/`, { sale: 987654321 }, 'ru');
      expect([unknownRu.status, unknownRu.body.errors]).toEqual([400, [{ field: 'sale', code: 'supplier_operation.sale_not_found', message: 'Такая продажа не найдена' }]]);
      for (const bad of [true, '1.0', 1.5, [sale.id], 0]) {
        const res = await deliver(s.id, { sale: bad });
        expect([JSON.stringify(bad), res.status, errorsOf(res)]).toEqual([JSON.stringify(bad), 400, [['sale', 'invalid']]]);
      }
      expect(await t.prisma.supplierOperation.count()).toBe(count);
      expect((await t.prisma.supplierOperation.findUniqueOrThrow({ where: { id: payment.body.id } })).sale_id).toBe(other.id);
      // A sale a supplier operation names is not deleted from under it.
      await t.prisma.sale.update({ where: { id: other.id }, data: { status: 'declined' } });
      const del = await api(t, await t.adminToken()).delete(`/api/sale/${other.id}/`);
      expect(del.status).toBe(409);
    });

    it('400 names each field; nothing is written', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '100');
      const empty = await as().post('/api/supplier-operation/', {});
      expect(empty.status).toBe(400);
      expect(errorsOf(empty).sort()).toEqual(
        [
          ['currency', 'required'],
          ['date', 'required'],
          ['supplier', 'required'],
        ].sort(),
      );
      const noDeliveryFields = await as().post('/api/supplier-operation/', { supplier: s.id, date: today, currency: 1 });
      expect(errorsOf(noDeliveryFields).sort()).toEqual(
        [
          ['unit', 'required'],
          ['unit_amount', 'required'],
          ['unit_price', 'required'],
        ].sort(),
      );
      const noPaymentFields = await as().post('/api/supplier-operation/', { kind: 'payment', supplier: s.id, date: today, currency: 2 });
      expect(errorsOf(noPaymentFields).sort()).toEqual([
        ['wallet', 'required'],
        ['wallet_payment', 'required'],
      ]);
      for (const [body, field, code] of [
        [{ unit_amount: '1.2345' }, 'unit_amount', 'quantity.invalid'],
        [{ unit_amount: '0' }, 'unit_amount', 'quantity.invalid'],
        [{ unit_price: '-1' }, 'unit_price', 'money.invalid_positive'],
        [{ unit_price: '0.001' }, 'unit_price', 'money.invalid_positive'],
        [{ unit: '  ' }, 'unit', 'required'],
        [{ currency: 3 }, 'currency', 'invalid'],
        [{ date: '2999-01-01' }, 'date', 'date.future'],
        [{ date: '01.02.2026' }, 'date', 'invalid'],
        [{ floor: 1.5 }, 'floor', 'invalid'],
        [{ supplier: 987654 }, 'supplier', 'invalid'],
        [{ construction: 987654 }, 'construction', 'invalid'],
        [{ material: 999 }, 'material', 'invalid'],
        [{ fee_percentage: '2' }, 'fee_percentage', 'supplier_operation.not_for_delivery'],
        [{ kind: 'transfer' }, 'kind', 'invalid'],
        [{ operation_price: '1' }, 'operation_price', 'unknown_field'],
      ] as [Json, string, string][]) {
        const res = await deliver(s.id, body);
        expect([JSON.stringify(body), res.status, errorsOf(res)[0]]).toEqual([JSON.stringify(body), 400, [field, code]]);
      }
      for (const [body, field, code] of [
        [{ wallet_payment: '0' }, 'wallet_payment', 'money.invalid_positive'],
        [{ fee_percentage: '100.01' }, 'fee_percentage', 'fee_percentage.invalid'],
        [{ fee_percentage: '-1' }, 'fee_percentage', 'fee_percentage.invalid'],
        [{ exchange_rate: '0' }, 'exchange_rate', 'exchange_rate.invalid'],
        [{ wallet: 987654 }, 'wallet', 'invalid'],
        [{ method: 999 }, 'method', 'invalid'],
        [{ unit_price: '5' }, 'unit_price', 'supplier_operation.not_for_payment'],
      ] as [Json, string, string][]) {
        const res = await pay(s.id, w.id, { wallet_payment: '10', ...body });
        expect([JSON.stringify(body), res.status, errorsOf(res)[0]]).toEqual([JSON.stringify(body), 400, [field, code]]);
      }
      const ru = await deliver(s.id, { unit_amount: 'x' }, clerk.token);
      expect(ru.body.errors[0].message).toMatch(/Miqdor/);
      const d = await deliver(s.id);
      const kind = await as().put(`/api/supplier-operation/${d.body.id}/`, { kind: 'payment' });
      expect(errorsOf(kind)).toEqual([['kind', 'supplier_operation.kind_fixed']]);
      const cleared = await as().put(`/api/supplier-operation/${d.body.id}/`, { unit_price: null });
      expect(errorsOf(cleared)).toEqual([['unit_price', 'required']]);
      expect(await t.prisma.supplierOperation.count({ where: { supplier_id: s.id } })).toBe(1);
      expect(await walletBalance(w.id)).toBe('100.00');
    });

    it('403: a payment (POST, PUT, DELETE) needs WALLET_READ; deliveries do not', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '100');
      const d = await deliver(s.id, {}, deliveriesOnly);
      expect(d.status).toBe(201);
      expect((await as(deliveriesOnly).put(`/api/supplier-operation/${d.body.id}/`, { unit_price: '30' })).status).toBe(200);
      const refused = await pay(s.id, w.id, { wallet_payment: '10' }, deliveriesOnly);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].code).toBe('forbidden');
      const p = await pay(s.id, w.id, { wallet_payment: '10' });
      expect((await as(deliveriesOnly).put(`/api/supplier-operation/${p.body.id}/`, { wallet_payment: '5' })).status).toBe(403);
      expect((await as(deliveriesOnly).delete(`/api/supplier-operation/${p.body.id}/`)).status).toBe(403);
      expect(await walletBalance(w.id)).toBe('90.00');
      expect((await as(deliveriesOnly).delete(`/api/supplier-operation/${d.body.id}/`)).status).toBe(204);
      for (const res of [
        await as().get('/api/supplier-operation/987654/'),
        await as().put('/api/supplier-operation/987654/', { comment: 'x' }),
        await as().delete('/api/supplier-operation/987654/'),
      ]) {
        expect(res.status).toBe(404);
      }
    });

    it('Idempotency-Key: a replayed payment moves money once and answers the first answer', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '100');
      const key = randomUUID();
      const send = () =>
        t
          .http()
          .post('/api/supplier-operation/')
          .set('Authorization', `Bearer ${clerk.token}`)
          .set('Idempotency-Key', key)
          .send({ supplier: s.id, date: today, wallet: w.id, wallet_payment: '30', currency: CURRENCY_USD });
      const first = await send();
      const again = await send();
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await walletBalance(w.id)).toBe('70.00');
      expect(await t.prisma.supplierOperation.count({ where: { supplier_id: s.id } })).toBe(1);
    });

    it('parallel payments never take a wallet below zero', async () => {
      const s = await newSupplier();
      const w = await fundedWallet(t, clerk.token, '100');
      const results = await Promise.all(Array.from({ length: 6 }, () => pay(s.id, w.id, { wallet_payment: '30' })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
      expect(await walletBalance(w.id)).toBe('10.00');
      expect(await debtOf(s.id)).toMatchObject({ USD: '-90.00' });
    });
  });

  describe('lists, filters and exports', () => {
    let a: Json;
    let b: Json;
    let project: { id: number };
    let usd: { id: number };
    let uzs: { id: number };
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      a = await newSupplier({ name: 'Filtr Armatura MChJ', material: 3, phone_number: '+998 (93) 555-12-34' });
      b = await newSupplier({ name: 'Filtr Gʻisht zavodi', material: 4 });
      project = await t.prisma.constructionProject.create({ data: { name: 'Filtr loyiha', floor_count: 5, room_count: 20, entrance_count: 1 } });
      usd = await fundedWallet(t, clerk.token, '10000');
      uzs = await createWallet(t, clerk.token, { currency: CURRENCY_UZS });
      await replenish(t, clerk.token, uzs.id, '50000000', { exchange_rate: '12500' });
      const make = async (name: string, res: Promise<{ status: number; body: Json }>) => {
        const r = await res;
        if (r.status !== 201) throw new Error(`${name}: ${r.status} ${JSON.stringify(r.body)}`);
        ids[name] = r.body.id;
      };
      await make('a_jan_f2', deliver(a.id, { date: '2026-01-10', floor: 2, unit_amount: '10', unit_price: '100', comment: 'yanvar' }));
      await make('a_feb_f5', deliver(a.id, { date: '2026-02-15', floor: 5, unit_amount: '2', unit_price: '50', construction: project.id }));
      await make('a_pay_mar', pay(a.id, usd.id, { date: '2026-03-01', wallet_payment: '300', fee_percentage: '1' }));
      await make('b_jan_uzs', deliver(b.id, { date: '2026-01-20', currency: CURRENCY_UZS, unit: 'dona', unit_amount: '1000', unit_price: '1500', machine_number: '10 Z 777 ZZ' }));
      await make('b_pay_uzs', pay(b.id, uzs.id, { date: '2026-02-01', wallet_payment: '1000000', currency: CURRENCY_UZS, exchange_rate: '12500', construction: project.id }));
    });

    const idsOf = async (query: string) => {
      const res = await as().get(`/api/supplier-operation/?${query}&ordering=id&page_size=100`);
      expect([query, res.status]).toEqual([query, 200]);
      return res.body.results.map((r: Json) => r.id);
    };

    it('filters: supplier-id, currency, floor, from_date/to_date, payment-operations, construction', async () => {
      const mine = `supplier-id=${a.id}`;
      expect(await idsOf(mine)).toEqual([ids.a_jan_f2, ids.a_feb_f5, ids.a_pay_mar]);
      expect(await idsOf(`supplier-id=${b.id}`)).toEqual([ids.b_jan_uzs, ids.b_pay_uzs]);
      expect(await idsOf(`${mine}&payment-operations=true`)).toEqual([ids.a_pay_mar]);
      expect(await idsOf(`${mine}&payment-operations=false`)).toEqual([ids.a_jan_f2, ids.a_feb_f5]);
      expect(await idsOf(`${mine}&floor=5`)).toEqual([ids.a_feb_f5]);
      expect(await idsOf(`${mine}&from_date=2026-02-15&to_date=2026-03-01`)).toEqual([ids.a_feb_f5, ids.a_pay_mar]);
      expect(await idsOf(`${mine}&to_date=2026-02-14`)).toEqual([ids.a_jan_f2]);
      expect(await idsOf(`supplier-id=${b.id}&currency=${CURRENCY_UZS}`)).toEqual([ids.b_jan_uzs, ids.b_pay_uzs]);
      expect(await idsOf(`supplier-id=${b.id}&currency=${CURRENCY_USD}`)).toEqual([]);
      expect(await idsOf(`construction=${project.id}`)).toEqual([ids.a_feb_f5, ids.b_pay_uzs]);
      expect(await idsOf(`construction=${project.id}&payment-operations=true`)).toEqual([ids.b_pay_uzs]);
      expect(await idsOf(`supplier-id=${b.id}&search=777`)).toEqual([ids.b_jan_uzs]);
      for (const [query, field] of [
        ['payment-operations=maybe', 'payment-operations'],
        ['supplier-id=abc', 'supplier-id'],
        ['from_date=2026-13-01', 'from_date'],
        ['supplier_id=1', 'supplier_id'],
      ]) {
        const res = await as().get(`/api/supplier-operation/?${query}`);
        expect([query, res.status, res.body.errors[0].field]).toEqual([query, 400, field]);
      }
    });

    it('the operations list: default newest first, totals per currency over every filtered row', async () => {
      const res = await as().get(`/api/supplier-operation/?supplier-id=${a.id}&page_size=1`);
      expect(res.body.count).toBe(3);
      expect(res.body.results.map((r: Json) => r.id)).toEqual([ids.a_pay_mar]);
      expect(res.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', delivered: '0.00', paid: '0.00', debt: '0.00', paid_usd: '0.00', wallet_payment: '0.00' },
        // 1000 + 100 delivered; 300 × 99 % = 297 paid.
        { currency: CURRENCY_USD, currency_code: 'USD', delivered: '1100.00', paid: '297.00', debt: '803.00', paid_usd: '297.00', wallet_payment: '300.00' },
      ]);
      const b2 = await as().get(`/api/supplier-operation/?supplier-id=${b.id}`);
      expect(b2.body.totals[0]).toEqual({ currency: CURRENCY_UZS, currency_code: 'UZS', delivered: '1500000.00', paid: '1000000.00', debt: '500000.00', paid_usd: '80.00', wallet_payment: '1000000.00' });
    });

    it('the suppliers list: debt per currency for the page, search by name or phone, material filter, totals', async () => {
      const res = await as().get('/api/supplier/?search=Filtr&ordering=name');
      expect(res.body.count).toBe(2);
      expect(res.body.results.map((r: Json) => [r.name, r.debt.map((d: Json) => d.amount)])).toEqual([
        ['Filtr Armatura MChJ', ['0.00', '803.00']],
        ['Filtr Gʻisht zavodi', ['500000.00', '0.00']],
      ]);
      expect(res.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', debt: '500000.00' },
        { currency: CURRENCY_USD, currency_code: 'USD', debt: '803.00' },
      ]);
      const byPhone = await as().get('/api/supplier/?search=93 555');
      expect(byPhone.body.results.map((r: Json) => r.id)).toEqual([a.id]);
      const byMaterial = await as().get('/api/supplier/?material=4&search=Filtr');
      expect(byMaterial.body.results.map((r: Json) => r.id)).toEqual([b.id]);
      expect(byMaterial.body.totals[0].debt).toBe('500000.00');
      const down = await as().get('/api/supplier/?search=Filtr&ordering=-name');
      expect(down.body.results.map((r: Json) => r.id)).toEqual([b.id, a.id]);
      expect((await as().get('/api/supplier/?ordering=debt')).status).toBe(400);
    });

    it('exports the operations with the filters (ru headers) and the suppliers with debts', async () => {
      const load = async (url: string) => {
        const res = await as()
          .get(url)
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
        const rows: unknown[][] = [];
        wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        return rows;
      };
      const ops = await load(`/api/supplier-operation/export/supplier_operations.xls?supplier-id=${a.id}&ordering=date&language=ru`);
      expect(ops[0].slice(0, 4)).toEqual(['ID', 'Дата', 'Поставщик', 'Вид']);
      expect(ops.slice(1).map((r) => [r[0], r[3], r[10], r[16]])).toEqual([
        [ids.a_jan_f2, 'Поставка', 1000, null],
        [ids.a_feb_f5, 'Поставка', 100, null],
        [ids.a_pay_mar, 'Оплата', null, 297],
      ].map((r) => r.map((v) => (v === null ? undefined : v))));
      // The spec's path (document 2, "Suppliers"): GET /api/{id}/export/operations.xls?language=, the same sheet of that supplier only.
      const spec = await load(`/api/${a.id}/export/operations.xls?ordering=date&language=ru`);
      expect(spec).toEqual(ops);
      const specUz = await load(`/api/${b.id}/export/operations.xls`);
      expect(specUz[0].slice(0, 4)).toEqual(['ID', 'Sana', 'Taʼminotchi', 'Turi']);
      expect(specUz.slice(1).map((r) => r[0])).toEqual([ids.b_pay_uzs, ids.b_jan_uzs]);
      const specFiltered = await load(`/api/${a.id}/export/operations.xls?payment-operations=true`);
      expect(specFiltered.slice(1).map((r) => r[0])).toEqual([ids.a_pay_mar]);
      // Unknown or non-canonical supplier ids, the wrong permission, and the routes next to it.
      for (const url of ['/api/987654321/export/operations.xls', '/api/abc/export/operations.xls', `/api/0${a.id}/export/operations.xls`, '/api/true/export/operations.xls', '/api/1.5/export/operations.xls']) {
        const res = await as().get(url);
        expect([url, res.status]).toEqual([url, 404]);
      }
      expect((await as().get(`/api/${a.id}/export/operations.xls?supplier-id=${b.id}`)).status).toBe(400);
      expect((await as(cashierOnly).get(`/api/${a.id}/export/operations.xls`)).status).toBe(403);
      expect((await t.http().get(`/api/${a.id}/export/operations.xls`)).status).toBe(401);
      const admin = api(t, await t.adminToken());
      const walletOps = await admin.get('/api/wallet-operations/export/operations.xls');
      expect([walletOps.status, walletOps.headers['content-disposition']]).toEqual([200, expect.stringContaining('filename="operations.xlsx"')]);
      expect((await admin.get(`/api/investors/987654321/export/operations.xls`)).status).toBe(404);
      const project = await t.prisma.constructionProject.create({ data: { name: `Eksport ${randomUUID()}`, floor_count: 1, room_count: 1, entrance_count: 1 } });
      const construction = await admin.get(`/api/${project.id}/export/construction_operations.xls`);
      expect([construction.status, construction.headers['content-type']]).toEqual([200, expect.stringContaining('spreadsheetml')]);

      const suppliers = await load('/api/supplier/export/suppliers.xls?search=Filtr&ordering=name');
      expect(suppliers.map((r) => [r[1], r[4], r[5]])).toEqual([
        ['Taʼminotchi', 'Qarz (UZS)', 'Qarz (USD)'],
        ['Filtr Armatura MChJ', 0, 803],
        ['Filtr Gʻisht zavodi', 500000, 0],
      ]);
    });
  });
});
