import ExcelJS from 'exceljs';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { Clock } from '../../src/common/clock/clock';
import { api, uniquePhone } from '../support/people';
import { CASH, fundedWallet } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';

const MONTHLY = 1;
const HOURLY = 2;
const NOW = new Date('2026-11-20T09:00:00Z'); // 14:00 in Tashkent

describe('employees, balance entries and salary payments', () => {
  let t: TestApp;
  let hr: { id: number; token: string }; // EMPLOYEE_READ + WALLET_READ: the accountant
  let cashierOnly: string; // WALLET_READ only
  let salesOnly: string; // no EMPLOYEE_READ

  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.userWith([P.EMPLOYEE_READ, P.WALLET_READ]);
    cashierOnly = (await t.userWith([P.WALLET_READ])).token;
    salesOnly = (await t.userWith([P.SALE_WRITE, P.CLIENT_READ])).token;
  });
  afterAll(() => t.close());
  beforeEach(() => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  const as = (token = hr.token) => api(t, token);
  let seq = 0;
  const employee = async (extra: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await as().post('/api/employee/', {
      first_name: `Aziz${seq}`,
      last_name: 'Karimov',
      position: 'Hisobchi',
      phone_number: uniquePhone(),
      salary_type: MONTHLY,
      salary: '6000000',
      salary_currency: CURRENCY_UZS,
      ...extra,
    });
    if (res.status !== 201) throw new Error(`employee: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };
  const hourly = (extra: Record<string, unknown> = {}) => employee({ salary_type: HOURLY, salary: undefined, hourly_rate: '33333.33', ...extra });
  const accrue = (employee_id: number, salaryMonth: string, extra: Record<string, unknown> = {}, token = hr.token) =>
    as(token).post('/api/employee-balance/', { employee_id, salaryMonth, ...extra });
  const hours = (employee_id: number, hoursWorked: string | number, workDate: string) => as().post('/api/employee-balance/', { employee_id, hoursWorked, workDate });
  const pay = (wallet: number, employee_id: number, amount: string, extra: Record<string, unknown> = {}, token = hr.token) =>
    as(token).post('/api/wallet-operations/', { wallet, operation_type: 'withdraw', amount, method: CASH, comment: 'Ish haqi', employee_id, salary_date: '2026-11', ...extra });
  const balanceOf = async (id: number) => (await as().get(`/api/employee/${id}/`)).body.balance as string;
  const walletBalance = async (id: number) => (await as().get(`/api/wallet/${id}/`)).body.balance as string;

  describe('employees CRUD', () => {
    it('creates a monthly employee and answers DESIGN’s shape (phone normalised, balance 0)', async () => {
      const res = await as().post('/api/employee/', {
        first_name: ' Dilnoza ',
        last_name: 'Yusupova',
        position: 'Sotuv menejeri',
        phone_number: '+998 (90) 765-43-21',
        salary_type: MONTHLY,
        salary: '5000000.50',
        salary_currency: CURRENCY_UZS,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        first_name: 'Dilnoza',
        last_name: 'Yusupova',
        full_name: 'Yusupova Dilnoza',
        position: 'Sotuv menejeri',
        phone_number: '+998907654321',
        salary_type: MONTHLY,
        salary_type_code: 'monthly',
        salary_type_name: 'Oylik',
        salary: '5000000.50',
        hourly_rate: null,
        salary_currency: CURRENCY_UZS,
        salary_currency_code: 'UZS',
        balance: '0.00',
        is_active: true,
        created_at: expect.any(String),
      });
      const again = await as().get(`/api/employee/${res.body.id}`, 'ru');
      expect(again.body).toMatchObject({ id: res.body.id, salary_type_name: 'Ежемесячная' });
    });

    it("the phone is optional (document 1 requires names, position, salary type and currency): created without one, set, then cleared", async () => {
      const res = await as().post('/api/employee/', { first_name: 'Telefonsiz', last_name: 'Xodim', position: 'Qorovul', salary_type: MONTHLY, salary: '3000000', salary_currency: CURRENCY_UZS });
      expect([res.status, res.body.phone_number, res.body.full_name]).toEqual([201, null, 'Xodim Telefonsiz']);
      const empty = await employee({ phone_number: '' });
      expect(empty.phone_number).toBeNull();
      const set = await as().put(`/api/employee/${res.body.id}/`, { phone_number: '+998 (90) 700-00-01' });
      expect([set.status, set.body.phone_number]).toEqual([200, '+998907000001']);
      const kept = await as().put(`/api/employee/${res.body.id}/`, { position: 'Bosh qorovul' });
      expect([kept.status, kept.body.phone_number]).toEqual([200, '+998907000001']);
      const cleared = await as().put(`/api/employee/${res.body.id}/`, { phone_number: null });
      expect([cleared.status, cleared.body.phone_number]).toEqual([200, null]);
      expect((await t.prisma.employee.findUniqueOrThrow({ where: { id: res.body.id } })).phone_number).toBeNull();
      // A phone that is given is still checked.
      const bad = await as().post('/api/employee/', { first_name: 'A', last_name: 'B', position: 'C', phone_number: '123', salary_type: MONTHLY, salary: '1', salary_currency: CURRENCY_UZS });
      expect([bad.status, bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])]).toEqual([400, [['phone_number', 'invalid_phone']]]);
      // Still required: the spec's five (and the pay of the type).
      const none = await as().post('/api/employee/', {});
      expect(none.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['first_name', 'last_name', 'position', 'salary_currency', 'salary_type']);
    });

    it('creates an hourly employee; the other pay field is cleared', async () => {
      const e = await employee({ salary_type: HOURLY, salary: '100', hourly_rate: '45000' });
      expect(e).toMatchObject({ salary_type: HOURLY, hourly_rate: '45000.00', salary: null });
    });

    it('400 names each missing or bad field', async () => {
      const res = await as().post('/api/employee/', { first_name: '  ', phone_number: '123', salary_type: 3, salary_currency: 7, salary: '-5' });
      expect(res.status).toBe(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
      expect(fields).toEqual(['first_name', 'last_name', 'phone_number', 'position', 'salary', 'salary_currency', 'salary_type'].sort());
      expect(res.body.errors.find((e: { field: string }) => e.field === 'first_name')).toMatchObject({ code: 'required', message: expect.any(String) });

      const monthly = await as().post('/api/employee/', { first_name: 'A', last_name: 'B', position: 'C', phone_number: uniquePhone(), salary_type: MONTHLY, salary_currency: CURRENCY_UZS });
      expect(monthly.status).toBe(400);
      expect(monthly.body.errors).toEqual([expect.objectContaining({ field: 'salary', code: 'required' })]);
      const hourlyNoRate = await as().post('/api/employee/', { first_name: 'A', last_name: 'B', position: 'C', phone_number: uniquePhone(), salary_type: HOURLY, salary_currency: CURRENCY_USD });
      expect(hourlyNoRate.body.errors).toEqual([expect.objectContaining({ field: 'hourly_rate', code: 'required' })]);
      const zero = await as().post('/api/employee/', { first_name: 'A', last_name: 'B', position: 'C', phone_number: uniquePhone(), salary_type: MONTHLY, salary: '0', salary_currency: CURRENCY_UZS });
      expect(zero.body.errors).toEqual([expect.objectContaining({ field: 'salary', code: 'money.invalid_positive' })]);
    });

    it('401 without a token, 403 without EMPLOYEE_READ, 404 for an unknown id', async () => {
      const e = await employee();
      expect((await t.http().get('/api/employee/')).status).toBe(401);
      expect((await t.http().post('/api/employee-balance/').send({})).status).toBe(401);
      for (const [method, url] of [
        ['get', '/api/employee/'],
        ['get', `/api/employee/${e.id}/`],
        ['get', `/api/employee/${e.id}/operations/`],
        ['get', `/api/employee/${e.id}/months/`],
        ['get', '/api/employee/export/employees.xls'],
        ['get', '/api/employee-balance/'],
        ['delete', `/api/employee/${e.id}/`],
        ['delete', '/api/employee-balance/1/'],
      ] as const) {
        const res = await as(salesOnly)[method](url);
        expect([url, res.status]).toEqual([url, 403]);
      }
      expect((await as(salesOnly).post('/api/employee-balance/', { employee_id: e.id, salaryMonth: '2026-11' })).status).toBe(403);
      expect((await as(salesOnly).post('/api/employee-balance/accrue-month/', { salaryMonth: '2026-11' })).status).toBe(403);
      expect((await as(salesOnly).put(`/api/employee/${e.id}/`, { position: 'X' })).status).toBe(403);
      expect(await balanceOf(e.id)).toBe('0.00');
      for (const url of ['/api/employee/999999/', '/api/employee/999999/operations/', '/api/employee/999999/months/', '/api/employee-balance/999999/']) {
        expect([url, (await as().get(url)).status]).toEqual([url, 404]);
      }
      expect((await as().put('/api/employee/999999/', { position: 'X' })).status).toBe(404);
      expect((await as().delete('/api/employee/999999')).status).toBe(404);
      expect((await as().delete('/api/employee-balance/999999')).status).toBe(404);
    });

    it('salary types come from the server in the request language', async () => {
      const uz = await as().get('/api/employee/salary-types/');
      expect(uz.status).toBe(200);
      expect(uz.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ id: MONTHLY, code: 'monthly' }), expect.objectContaining({ id: HOURLY, code: 'hourly' })]));
    });

    it('PUT updates the fields given, deactivates with is_active=false; switching type needs the other pay field', async () => {
      const e = await employee();
      const res = await as().put(`/api/employee/${e.id}`, { position: 'Bosh hisobchi', salary: '7000000' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ position: 'Bosh hisobchi', salary: '7000000.00', first_name: e.first_name, is_active: true });
      const toHourly = await as().put(`/api/employee/${e.id}`, { salary_type: HOURLY });
      expect(toHourly.status).toBe(400);
      expect(toHourly.body.errors).toEqual([expect.objectContaining({ field: 'hourly_rate', code: 'required' })]);
      const off = await as().put(`/api/employee/${e.id}/`, { is_active: false });
      expect(off.body.is_active).toBe(false);
      // A deactivated employee takes no accruals.
      const refused = await accrue(e.id, '2026-11');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'employee_id', code: 'employee.inactive' })]);
    });

    it('DELETE: an employee without history goes; with history 409 telling to deactivate; the currency is fixed once there are entries', async () => {
      const fresh = await employee();
      expect((await as().delete(`/api/employee/${fresh.id}/`)).status).toBe(204);
      expect((await as().get(`/api/employee/${fresh.id}/`)).status).toBe(404);

      const busy = await employee();
      expect((await accrue(busy.id, '2026-10')).status).toBe(201);
      const res = await as().delete(`/api/employee/${busy.id}/`);
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: null, code: 'employee.has_history', message: 'Xodimning hisob-kitob tarixi bor, uni oʻchirib boʻlmaydi. Uni faolsizlantiring' }]);
      const ru = await as().delete(`/api/employee/${busy.id}/`, 'ru');
      expect(ru.body.errors[0].message).toBe('У сотрудника есть история расчётов, удалить его нельзя. Деактивируйте его');
      const currency = await as().put(`/api/employee/${busy.id}/`, { salary_currency: CURRENCY_USD });
      expect(currency.status).toBe(409);
      expect(currency.body.errors).toEqual([expect.objectContaining({ field: 'salary_currency', code: 'employee.currency_locked' })]);

      // Only a wallet operation (no entries left): still history.
      const paidOnly = await employee({ salary_currency: CURRENCY_USD, salary: '500' });
      const w = await fundedWallet(t, hr.token, '1000');
      const op = await pay(w.id, paidOnly.id, '100');
      expect(op.status).toBe(201);
      await as().delete(`/api/wallet-operations/${op.body.id}/`);
      expect((await as().delete(`/api/employee/${paidOnly.id}/`)).status).toBe(409);
    });
  });

  describe('the list', () => {
    it('balances per row, filters, search by name, position and phone digits, totals per currency over the filtered list', async () => {
      const tag = `Lst${Date.now() % 100000}`;
      const a = await employee({ first_name: tag, last_name: 'Alimov', salary: '1000000.10' });
      const b = await employee({ first_name: tag, last_name: 'Botirov', salary_currency: CURRENCY_USD, salary: '700.55', phone_number: '+998997771155' });
      const c = await hourly({ first_name: tag, last_name: 'Choriyev', position: 'Elektrik maxsus', hourly_rate: '40000' });
      await accrue(a.id, '2026-10');
      await accrue(b.id, '2026-10');
      await hours(c.id, '8', '2026-11-19');
      const res = await as().get(`/api/employee/?search=${tag}&ordering=last_name`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(3);
      expect(res.body.results.map((r: any) => [r.last_name, r.balance])).toEqual([
        ['Alimov', '1000000.10'],
        ['Botirov', '700.55'],
        ['Choriyev', '320000.00'],
      ]);
      expect(res.body.totals).toEqual([
        { currency: CURRENCY_UZS, currency_code: 'UZS', balance: '1320000.10' },
        { currency: CURRENCY_USD, currency_code: 'USD', balance: '700.55' },
      ]);
      const hourlyOnly = await as().get(`/api/employee/?search=${tag}&salary_type=${HOURLY}`);
      expect(hourlyOnly.body.results.map((r: any) => r.id)).toEqual([c.id]);
      expect(hourlyOnly.body.totals[0].balance).toBe('320000.00');
      const usd = await as().get(`/api/employee/?search=${tag}&salary_currency=${CURRENCY_USD}`);
      expect(usd.body.results.map((r: any) => r.id)).toEqual([b.id]);
      expect((await as().get('/api/employee/?search=771155')).body.results.map((r: any) => r.id)).toEqual([b.id]);
      expect((await as().get('/api/employee/?search=elektrik%20maxsus')).body.results.map((r: any) => r.id)).toEqual([c.id]);
      expect((await as().get(`/api/employee/?search=Botirov%20${tag}`)).body.results.map((r: any) => r.id)).toEqual([b.id]);
      await as().put(`/api/employee/${a.id}/`, { is_active: false });
      const active = await as().get(`/api/employee/?search=${tag}&is_active=false`);
      expect(active.body.results.map((r: any) => r.id)).toEqual([a.id]);
      const bad = await as().get('/api/employee/?salary_type=9');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'salary_type' })]);
      expect((await as().get('/api/employee/?ordering=balance')).status).toBe(400);
    });

    it('exports the filtered list with balances as XLSX', async () => {
      const tag = `Exp${Date.now() % 100000}`;
      const a = await employee({ first_name: tag, last_name: '=Formula', salary: '2500000.25' });
      await accrue(a.id, '2026-09');
      const res = await as()
        .get(`/api/employee/export/employees.xls?search=${tag}`, 'ru')
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.body);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe('Сотрудники');
      expect(sheet.getRow(1).getCell(2).value).toBe('Фамилия');
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(2).value).toBe("'=Formula");
      expect(sheet.getRow(2).getCell(9).value).toBe(2500000.25);
      expect((await as().get('/api/employee/export/employees.xls?ordering=nope')).status).toBe(400);
    });
  });

  describe('balance entries', () => {
    it('an accrual defaults to the salary, its month normalised to the first day; both name styles in the answer', async () => {
      const e = await employee({ salary: '6000000.55' });
      const res = await accrue(e.id, '2026-10-17', { comment: 'Oktabr' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        employee_id: e.id,
        kind: 'accrual',
        amount: '6000000.55',
        signed_amount: '6000000.55',
        currency: CURRENCY_UZS,
        currency_code: 'UZS',
        hours: null,
        hourly_rate: null,
        salary_month: '2026-10-01',
        work_date: null,
        date: '2026-10-01',
        wallet_operation: null,
        payment: null,
        comment: 'Oktabr',
        created_by: { id: hr.id, full_name: 'Test User' },
        created_at: expect.any(String),
        salaryMonth: '2026-10-01',
        hoursWorked: null,
        workDate: null,
      });
      const given = await accrue(e.id, '2026-09', { amount: '3000000.01' });
      expect(given.body).toMatchObject({ amount: '3000000.01', salary_month: '2026-09-01' });
      expect(await balanceOf(e.id)).toBe('9000000.56');
      const listed = await as().get(`/api/employee-balance/?employee_id=${e.id}&ordering=salary_month`);
      expect(listed.body.results.map((r: any) => r.salaryMonth)).toEqual(['2026-09-01', '2026-10-01']);
      expect((await as().get(`/api/employee-balance/${res.body.id}/`)).body.id).toBe(res.body.id);
    });

    it('a second accrual for the month is 409; concurrent duplicates give one 201 and the rest 409', async () => {
      const e = await employee();
      expect((await accrue(e.id, '2026-08')).status).toBe(201);
      const dup = await accrue(e.id, '2026-08-15', {}, hr.token);
      expect(dup.status).toBe(409);
      expect(dup.body.errors).toEqual([{ field: 'salaryMonth', code: 'employee.accrual_exists', message: 'Bu oy uchun ish haqi allaqachon hisoblangan' }]);

      const other = await employee();
      const answers = await Promise.all(Array.from({ length: 6 }, () => accrue(other.id, '2026-07')));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const r of answers.filter((a) => a.status === 409)) expect(r.body.errors[0].code).toBe('employee.accrual_exists');
      expect(await t.prisma.employeeBalance.count({ where: { employee_id: other.id } })).toBe(1);
      expect(await balanceOf(other.id)).toBe('6000000.00');
    });

    it('accrual rules: monthly employees only, no future month, 400 naming the field', async () => {
      const h = await hourly();
      const onHourly = await accrue(h.id, '2026-11');
      expect(onHourly.status).toBe(400);
      expect(onHourly.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'salaryMonth', code: 'employee.not_monthly' }),
          expect.objectContaining({ field: 'hoursWorked', code: 'required' }),
        ]),
      );
      const m = await employee();
      const future = await accrue(m.id, '2026-12');
      expect(future.body.errors).toEqual([expect.objectContaining({ field: 'salaryMonth', code: 'employee.month_future' })]);
      const badMonth = await accrue(m.id, '2026-13');
      expect(badMonth.body.errors).toEqual([expect.objectContaining({ field: 'salaryMonth', code: 'invalid' })]);
      const noMonth = await as().post('/api/employee-balance/', { employee_id: m.id });
      expect(noMonth.body.errors).toEqual([expect.objectContaining({ field: 'salaryMonth', code: 'required' })]);
      const badAmount = await accrue(m.id, '2026-11', { amount: '1.001' });
      expect(badAmount.body.errors).toEqual([expect.objectContaining({ field: 'amount' })]);
      const unknown = await as().post('/api/employee-balance/', { employee_id: 999999, salaryMonth: '2026-11' });
      expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'employee_id', code: 'invalid' })]);
      expect(await t.prisma.employeeBalance.count({ where: { employee_id: { in: [h.id, m.id] } } })).toBe(0);
    });

    it('hours are valued at the hourly rate, copied onto the entry: round2(hours × rate)', async () => {
      const h = await hourly({ hourly_rate: '33333.33' });
      const res = await hours(h.id, '7.25', '2026-11-19');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: 'hours', hours: '7.25', hoursWorked: '7.25', hourly_rate: '33333.33', amount: '241666.64', work_date: '2026-11-19', workDate: '2026-11-19', date: '2026-11-19', currency: CURRENCY_UZS });
      // The rate changes later: the entry keeps its rate and amount.
      await as().put(`/api/employee/${h.id}/`, { hourly_rate: '50000' });
      const second = await hours(h.id, 8, '2026-11-18');
      expect(second.body).toMatchObject({ hourly_rate: '50000.00', amount: '400000.00' });
      expect((await as().get(`/api/employee-balance/${res.body.id}/`)).body).toMatchObject({ hourly_rate: '33333.33', amount: '241666.64' });
      expect(await balanceOf(h.id)).toBe('641666.64');
      const same = await hours(h.id, 2, '2026-11-19');
      expect(same.status).toBe(409);
      expect(same.body.errors).toEqual([expect.objectContaining({ field: 'workDate', code: 'employee.hours_exists' })]);
    });

    it('hours rules: 0 < hours ≤ 24, a past or today’s day, hourly employees only', async () => {
      const h = await hourly();
      for (const bad of ['0', '24.01', '-1', 'abc', '1.234']) {
        const res = await hours(h.id, bad, '2026-11-10');
        expect([bad, res.status]).toEqual([bad, 400]);
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'hoursWorked', code: 'employee.hours_invalid' })]);
      }
      expect((await hours(h.id, '24', '2026-11-10')).status).toBe(201);
      const future = await hours(h.id, '8', '2026-11-21');
      expect(future.body.errors).toEqual([expect.objectContaining({ field: 'workDate', code: 'date.future' })]);
      const badDay = await hours(h.id, '8', '2026-02-30');
      expect(badDay.body.errors).toEqual([expect.objectContaining({ field: 'workDate', code: 'invalid' })]);
      const m = await employee();
      const onMonthly = await hours(m.id, '8', '2026-11-10');
      expect(onMonthly.status).toBe(400);
      expect(onMonthly.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'hoursWorked', code: 'employee.not_hourly' }), expect.objectContaining({ field: 'salaryMonth', code: 'required' })]),
      );
    });

    it('deletes an accrual or hours entry (the balance drops); a payment entry is 409', async () => {
      const e = await employee({ salary_currency: CURRENCY_USD, salary: '900' });
      const a = await accrue(e.id, '2026-11');
      expect((await as().delete(`/api/employee-balance/${a.body.id}/`)).status).toBe(204);
      expect(await balanceOf(e.id)).toBe('0.00');
      const w = await fundedWallet(t, hr.token, '500');
      const op = await pay(w.id, e.id, '200');
      const entry = await t.prisma.employeeBalance.findFirstOrThrow({ where: { wallet_operation_id: op.body.id } });
      const res = await as().delete(`/api/employee-balance/${entry.id}/`, 'ru');
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([{ field: null, code: 'employee.entry_is_payment', message: 'Запись связана с выплатой: чтобы её отменить, отмените операцию кошелька' }]);
      expect(await balanceOf(e.id)).toBe('-200.00');
    });

    it('an Idempotency-Key replay answers the first entry and writes nothing more', async () => {
      const e = await employee();
      const send = () => as().post('/api/employee-balance/', { employee_id: e.id, salaryMonth: '2026-06' }).set('Idempotency-Key', `acc-${e.id}`);
      const first = await send();
      const second = await send();
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.body).toEqual(first.body);
      expect(await t.prisma.employeeBalance.count({ where: { employee_id: e.id } })).toBe(1);
    });
  });

  describe('salary payments through the wallet operations', () => {
    it('an accrual + hours + a payment in another currency give the exact balance, to the tiyin', async () => {
      const monthly = await employee({ salary: '6000000.00' });
      const worker = await hourly({ hourly_rate: '33333.33' });
      await accrue(monthly.id, '2026-11');
      await hours(worker.id, '7.25', '2026-11-19'); // 241666.64
      await hours(worker.id, '3.5', '2026-11-18'); // 116666.655 → 116666.66
      const usd = await fundedWallet(t, hr.token, '1000');

      const res = await pay(usd.id, monthly.id, '100.37', { exchange_rate: '12650.55' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: 'salary', employee_id: monthly.id, salary_date: '2026-11-01', amount: '100.37', exchange_rate: '12650.550000' });
      // 100.37 × 12650.55 = 1269735.7035 → 1269735.70 UZS
      expect(await balanceOf(monthly.id)).toBe('4730264.30');
      const paid = await pay(usd.id, worker.id, '10', { exchange_rate: '12650.55' }); // 126505.50
      expect(paid.status).toBe(201);
      expect(await balanceOf(worker.id)).toBe('231827.80'); // 358333.30 − 126505.50
      expect(await walletBalance(usd.id)).toBe('889.63');

      const entry = await as().get(`/api/employee-balance/?employee_id=${monthly.id}&kind=payment`);
      expect(entry.body.results).toEqual([
        expect.objectContaining({
          kind: 'payment',
          amount: '1269735.70',
          signed_amount: '-1269735.70',
          currency: CURRENCY_UZS,
          salary_month: '2026-11-01',
          wallet_operation: res.body.id,
          payment: { wallet: usd.id, wallet_name: usd.name, wallet_currency: CURRENCY_USD, wallet_amount: '100.37', exchange_rate: '12650.550000' },
          comment: 'Ish haqi',
        }),
      ]);
    });

    it('UZS wallet → USD employee: divided by the rate; the same currency needs no rate', async () => {
      const e = await employee({ salary_currency: CURRENCY_USD, salary: '1000' });
      await accrue(e.id, '2026-11');
      const uzs = await fundedWallet(t, hr.token, '20000000', { currency: CURRENCY_UZS, exchange_rate: '12650' });
      expect((await pay(uzs.id, e.id, '2530000', { exchange_rate: '12650' })).status).toBe(201); // 200.00 USD
      expect(await balanceOf(e.id)).toBe('800.00');
      const usd = await fundedWallet(t, hr.token, '300');
      expect((await pay(usd.id, e.id, '300')).status).toBe(201);
      expect(await balanceOf(e.id)).toBe('500.00');
    });

    it('another currency without exchange_rate is 400 naming exchange_rate, and nothing moves', async () => {
      const e = await employee();
      await accrue(e.id, '2026-11');
      const usd = await fundedWallet(t, hr.token, '1000');
      const res = await pay(usd.id, e.id, '100');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'exchange_rate', code: 'exchange_rate.required' })]);
      expect(await walletBalance(usd.id)).toBe('1000.00');
      expect(await t.prisma.walletOperation.count({ where: { employee_id: e.id } })).toBe(0);
      expect(await balanceOf(e.id)).toBe('6000000.00');
    });

    it('a salary payment needs EMPLOYEE_READ besides WALLET_READ (403, nothing moves)', async () => {
      const e = await employee({ salary_currency: CURRENCY_USD, salary: '500' });
      const usd = await fundedWallet(t, hr.token, '1000');
      const res = await pay(usd.id, e.id, '100', {}, cashierOnly);
      expect(res.status).toBe(403);
      expect(await walletBalance(usd.id)).toBe('1000.00');
      const ok = await pay(usd.id, e.id, '100');
      expect((await as(cashierOnly).delete(`/api/wallet-operations/${ok.body.id}/`)).status).toBe(403);
      expect((await as(cashierOnly).put(`/api/wallet-operations/${ok.body.id}/`, { amount: '50' })).status).toBe(403);
      expect(await balanceOf(e.id)).toBe('-100.00');
    });

    it('paying more than is owed is an advance: the balance goes below zero', async () => {
      const e = await employee({ salary_currency: CURRENCY_USD, salary: '500' });
      await accrue(e.id, '2026-10');
      const usd = await fundedWallet(t, hr.token, '2000');
      expect((await pay(usd.id, e.id, '650.25')).status).toBe(201);
      expect(await balanceOf(e.id)).toBe('-150.25');
      await accrue(e.id, '2026-11');
      expect(await balanceOf(e.id)).toBe('349.75');
    });

    it('a reversed salary operation restores what is owed; a corrected (PUT) one counts only its new amount', async () => {
      const e = await employee({ salary: '5000000' });
      await accrue(e.id, '2026-11');
      const usd = await fundedWallet(t, hr.token, '1000');
      const op = await pay(usd.id, e.id, '200', { exchange_rate: '12500' }); // 2500000 UZS
      expect(await balanceOf(e.id)).toBe('2500000.00');

      const put = await as().put(`/api/wallet-operations/${op.body.id}/`, { amount: '100' }); // the rate stays 12500 → 1250000
      expect(put.status).toBe(200);
      expect(await balanceOf(e.id)).toBe('3750000.00');
      expect(await t.prisma.employeeBalance.count({ where: { employee_id: e.id, kind: 'payment' } })).toBe(1);

      const del = await as().delete(`/api/wallet-operations/${put.body.id}/`);
      expect(del.status).toBe(200);
      expect(await balanceOf(e.id)).toBe('5000000.00');
      expect(await walletBalance(usd.id)).toBe('1000.00');
      expect(await t.prisma.employeeBalance.count({ where: { employee_id: e.id, kind: 'payment' } })).toBe(0);
      // The wallet keeps the whole history: payment, its reversal, the corrected payment, its reversal.
      expect(await t.prisma.walletOperation.count({ where: { employee_id: e.id } })).toBe(4);
    });
  });

  describe('operations with a running balance, months', () => {
    it('lists the entries newest first with the running balance after each; paginated; date for oldest first', async () => {
      const e = await employee({ salary_currency: CURRENCY_USD, salary: '1000' });
      await accrue(e.id, '2026-09');
      await accrue(e.id, '2026-10');
      const usd = await fundedWallet(t, hr.token, '5000');
      await pay(usd.id, e.id, '600.10', { salary_date: '2026-09', date: '2026-10-05' });
      await accrue(e.id, '2026-11');
      await pay(usd.id, e.id, '1000', { salary_date: '2026-10', date: '2026-11-03' });

      const res = await as().get(`/api/employee/${e.id}/operations/`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(5);
      expect(res.body.results.map((r: any) => [r.date, r.kind, r.signed_amount, r.running_balance])).toEqual([
        ['2026-11-03', 'payment', '-1000.00', '1399.90'],
        ['2026-11-01', 'accrual', '1000.00', '2399.90'],
        ['2026-10-05', 'payment', '-600.10', '1399.90'],
        ['2026-10-01', 'accrual', '1000.00', '2000.00'],
        ['2026-09-01', 'accrual', '1000.00', '1000.00'],
      ]);
      expect(res.body.results[0].running_balance).toBe(await balanceOf(e.id));
      const page2 = await as().get(`/api/employee/${e.id}/operations/?page_size=2&page=2`);
      expect(page2.body.count).toBe(5);
      expect(page2.body.results.map((r: any) => r.running_balance)).toEqual(['1399.90', '2000.00']);
      const oldest = await as().get(`/api/employee/${e.id}/operations/?ordering=date&page_size=1`);
      expect(oldest.body.results.map((r: any) => r.date)).toEqual(['2026-09-01']);
      expect((await as().get(`/api/employee/${e.id}/operations/?ordering=amount`)).status).toBe(400);
      expect((await as().get(`/api/employee/${e.id}/operations/?foo=1`)).body.errors).toEqual([expect.objectContaining({ field: 'foo', code: 'unknown_field' })]);

      const months = await as().get(`/api/employee/${e.id}/months/`);
      expect(months.body.results).toEqual([
        { month: '2026-11', accrued: '1000.00', hours: '0.00', hours_amount: '0.00', paid: '0.00', balance: '1000.00' },
        { month: '2026-10', accrued: '1000.00', hours: '0.00', hours_amount: '0.00', paid: '1000.00', balance: '0.00' },
        { month: '2026-09', accrued: '1000.00', hours: '0.00', hours_amount: '0.00', paid: '600.10', balance: '399.90' },
      ]);
    });

    it('months of an hourly employee add up hours and their amounts', async () => {
      const h = await hourly({ hourly_rate: '50000' });
      await hours(h.id, '8', '2026-10-30');
      await hours(h.id, '6.5', '2026-11-02');
      await hours(h.id, '7', '2026-11-03');
      const months = await as().get(`/api/employee/${h.id}/months/`);
      expect(months.body.results).toEqual([
        { month: '2026-11', accrued: '0.00', hours: '13.50', hours_amount: '675000.00', paid: '0.00', balance: '675000.00' },
        { month: '2026-10', accrued: '0.00', hours: '8.00', hours_amount: '400000.00', paid: '0.00', balance: '400000.00' },
      ]);
    });
  });

  describe('bulk accrual for a month', () => {
    it('accrues the salary for every active monthly employee without that month; a second call creates nothing', async () => {
      const month = '2026-05';
      const before = await t.prisma.employee.count({ where: { is_active: true, salary_type_id: MONTHLY } });
      const had = await employee({ salary: '4000000' });
      await accrue(had.id, month, { amount: '1000' });
      const fresh = await employee({ salary_currency: CURRENCY_USD, salary: '750.75' });
      const inactive = await employee();
      await as().put(`/api/employee/${inactive.id}/`, { is_active: false });
      const worker = await hourly();

      const first = await as().post('/api/employee-balance/accrue-month/', { salaryMonth: '2026-05-20' });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ salaryMonth: '2026-05-01', salary_month: '2026-05-01', created: before + 1, skipped: 1 });
      expect(await balanceOf(fresh.id)).toBe('750.75');
      expect(await balanceOf(had.id)).toBe('1000.00');
      expect(await balanceOf(inactive.id)).toBe('0.00');
      expect(await balanceOf(worker.id)).toBe('0.00');

      const second = await as().post('/api/employee-balance/accrue-month/', { salaryMonth: month });
      expect(second.body).toEqual({ salaryMonth: '2026-05-01', salary_month: '2026-05-01', created: 0, skipped: before + 2 });
      expect(await balanceOf(fresh.id)).toBe('750.75');

      const bad = await as().post('/api/employee-balance/accrue-month/', {});
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'salaryMonth', code: 'required' })]);
      const future = await as().post('/api/employee-balance/accrue-month/', { salaryMonth: '2027-01' });
      expect(future.body.errors).toEqual([expect.objectContaining({ field: 'salaryMonth', code: 'employee.month_future' })]);
    });

    it('concurrent bulk accruals for one month accrue each employee once', async () => {
      const e = await employee({ salary: '1234567.89' });
      const answers = await Promise.all(Array.from({ length: 4 }, () => as().post('/api/employee-balance/accrue-month/', { salaryMonth: '2026-04' })));
      expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(await t.prisma.employeeBalance.count({ where: { employee_id: e.id, salary_month: new Date('2026-04-01T00:00:00Z') } })).toBe(1);
      expect(await balanceOf(e.id)).toBe('1234567.89');
    });
  });
});
