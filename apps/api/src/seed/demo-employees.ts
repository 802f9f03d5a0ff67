import { CURRENCY_USD, CURRENCY_UZS, SALARY_TYPE } from '@mijozlar/shared';
import { Prisma } from '../generated/prisma/client';
import { addOperation, type DemoContext, type Tx } from './demo-ledger';

const Decimal = Prisma.Decimal;

interface DemoEmployee {
  first_name: string;
  last_name: string;
  position: string;
  phone_number: string;
  salary_type_id: number;
  salary?: string;
  hourly_rate?: string;
  salary_currency_id: number;
  is_active?: boolean;
}

const MONTHLY: DemoEmployee[] = [
  { first_name: 'Aziz', last_name: 'Karimov', position: 'Bosh hisobchi', phone_number: '+998901112233', salary_type_id: SALARY_TYPE.MONTHLY, salary: '6000000', salary_currency_id: CURRENCY_UZS },
  { first_name: 'Dilnoza', last_name: 'Yusupova', position: 'Sotuv menejeri', phone_number: '+998935557788', salary_type_id: SALARY_TYPE.MONTHLY, salary: '5000000', salary_currency_id: CURRENCY_UZS },
  { first_name: 'Bekzod', last_name: 'Toshmatov', position: 'Qurilish boshligʻi', phone_number: '+998977001122', salary_type_id: SALARY_TYPE.MONTHLY, salary: '800', salary_currency_id: CURRENCY_USD },
  { first_name: 'Jasur', last_name: 'Sobirov', position: 'Qorovul', phone_number: '+998946663311', salary_type_id: SALARY_TYPE.MONTHLY, salary: '3000000', salary_currency_id: CURRENCY_UZS, is_active: false },
];

const HOURLY: DemoEmployee[] = [
  { first_name: 'Sardor', last_name: 'Ergashev', position: 'Elektrik', phone_number: '+998908884455', salary_type_id: SALARY_TYPE.HOURLY, hourly_rate: '45000', salary_currency_id: CURRENCY_UZS },
  { first_name: 'Otabek', last_name: 'Nazarov', position: 'Payvandchi', phone_number: '+998912223344', salary_type_id: SALARY_TYPE.HOURLY, hourly_rate: '6', salary_currency_id: CURRENCY_USD },
];

/** The first day of the month `back` months before today's (UTC midnight, a DATE value). */
function monthStart(today: Date, back: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
}

/**
 * Demo employees: monthly ones with two months accrued and part paid (one in USD, one deactivated
 * with his history), hourly ones with hours on the last weekdays and a payment. Salaries are paid
 * through addOperation as `salary` withdrawals with their payment entries, as the API writes them;
 * in all about 7 000 000 UZS and 500 USD leave the demo wallets.
 */
export async function seedDemoEmployees(tx: Tx, ctx: DemoContext): Promise<void> {
  const today = ctx.day(0);
  const ids: number[] = [];
  for (const e of [...MONTHLY, ...HOURLY]) {
    const row = await tx.employee.create({
      data: {
        first_name: e.first_name,
        last_name: e.last_name,
        position: e.position,
        phone_number: e.phone_number,
        salary_type_id: e.salary_type_id,
        salary: e.salary ? new Decimal(e.salary) : null,
        hourly_rate: e.hourly_rate ? new Decimal(e.hourly_rate) : null,
        salary_currency_id: e.salary_currency_id,
        is_active: e.is_active ?? true,
        created_at: ctx.at(-100, 10),
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  const [aziz, dilnoza, bekzod, jasur, sardor, otabek] = ids;

  const accrue = async (employee_id: number, e: DemoEmployee, back: number) => {
    const month = monthStart(today, back);
    // Accrued on the month's last day (or today for the current month).
    const lastDay = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0, 13));
    await tx.employeeBalance.create({
      data: {
        employee_id,
        kind: 'accrual',
        amount: new Decimal(e.salary!),
        currency_id: e.salary_currency_id,
        salary_month: month,
        created_by_id: ctx.executor_id,
        created_at: lastDay < ctx.at(0, 9) ? lastDay : ctx.at(0, 9),
      },
    });
  };
  const pay = async (employee_id: number, currency: number, amount: string, offset: number, back: number, comment: string) => {
    const wallet = currency === CURRENCY_USD ? ctx.walletUsd : ctx.walletUzs;
    const date = ctx.at(offset, 16);
    const salary_date = monthStart(today, back);
    const operation = await addOperation(tx, {
      wallet,
      operation_type: 'withdraw',
      kind: 'salary',
      amount: new Decimal(amount),
      date,
      comment,
      executor_id: ctx.executor_id,
      employee_id,
      salary_date,
    });
    await tx.employeeBalance.create({
      data: {
        employee_id,
        kind: 'payment',
        amount: new Decimal(amount),
        currency_id: currency,
        salary_month: salary_date,
        wallet_operation_id: operation,
        comment,
        created_by_id: ctx.executor_id,
        created_at: date,
      },
    });
  };

  // Two months accrued for the monthly employees; part of it paid.
  for (const back of [2, 1]) {
    await accrue(aziz, MONTHLY[0], back);
    await accrue(dilnoza, MONTHLY[1], back);
    await accrue(bekzod, MONTHLY[2], back);
  }
  await accrue(jasur, MONTHLY[3], 2);
  const dayOfMonth = today.getUTCDate();
  await pay(aziz, CURRENCY_UZS, '3000000', -dayOfMonth - 20, 2, 'Ish haqi, avans');
  await pay(dilnoza, CURRENCY_UZS, '2500000', -dayOfMonth - 18, 2, 'Ish haqi');
  await pay(bekzod, CURRENCY_USD, '400', -dayOfMonth - 15, 2, 'Ish haqi (yarmi)');
  await pay(jasur, CURRENCY_UZS, '500000', -dayOfMonth - 10, 2, 'Hisob-kitob, ishdan boʻshadi');

  // Hours on the last weekdays (one entry a day).
  const hours = async (employee_id: number, e: DemoEmployee, days: number, pattern: string[]) => {
    let written = 0;
    for (let offset = -1; written < days && offset > -60; offset--) {
      const day = ctx.day(offset);
      const weekday = day.getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const worked = new Decimal(pattern[written % pattern.length]);
      const rate = new Decimal(e.hourly_rate!);
      await tx.employeeBalance.create({
        data: {
          employee_id,
          kind: 'hours',
          hours: worked,
          hourly_rate: rate,
          amount: worked.mul(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
          currency_id: e.salary_currency_id,
          work_date: day,
          created_by_id: ctx.executor_id,
          created_at: ctx.at(offset, 19),
        },
      });
      written++;
    }
  };
  await hours(sardor, HOURLY[0], 22, ['8', '8', '7.5', '8', '6']);
  await hours(otabek, HOURLY[1], 14, ['9', '8', '8.5', '10']);
  await pay(sardor, CURRENCY_UZS, '1500000', -5, 1, 'Ish haqi, soatbay');
  await pay(otabek, CURRENCY_USD, '100', -4, 1, 'Avans');
}

