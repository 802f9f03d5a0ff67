import { parseOrdering } from '../../common/list/paginate';
import { buildDebtWhere, debtListSpec, debtSearch, likeContains } from './debts.query';
import { whereSql } from './debts-sql';
import { Prisma } from '../../generated/prisma/client';

const text = (s: Prisma.Sql) => s.sql.replace(/\s+/g, ' ').trim();

describe('debts query', () => {
  it('builds no condition without filters, and one per filter', () => {
    expect(text(buildDebtWhere({}, '2026-03-10'))).toBe('TRUE');
    const where = buildDebtWhere({ is_closed: false, client: 5, building: 7, currency: 2, date_from: '2026-03-01', date_to: '2026-03-31' }, '2026-03-10');
    expect(text(where)).toBe(
      'cd.is_closed = ? AND cd.client_id = ? AND cd.room_id IN (SELECT r.id FROM room r WHERE r.building_id = ?) AND cd.currency_id = ? ' +
        'AND cd.next_payment_date >= ?::date AND cd.next_payment_date <= ?::date',
    );
    expect(where.values).toEqual([false, 5, 7, 2, '2026-03-01', '2026-03-31']);
  });

  it('overdue means open with the next payment date before today (Tashkent); false is the rest, nulls included', () => {
    const yes = buildDebtWhere({ overdue: true }, '2026-03-10');
    expect(text(yes)).toBe('(NOT cd.is_closed AND cd.next_payment_date < ?::date)');
    expect(yes.values).toEqual(['2026-03-10']);
    expect(text(buildDebtWhere({ overdue: false }, '2026-03-10'))).toBe('NOT COALESCE((NOT cd.is_closed AND cd.next_payment_date < ?::date), FALSE)');
  });

  it('filters by the collector (an id, or nobody) and by promise (today, broken), open debts only', () => {
    expect(text(buildDebtWhere({ responsible: 7 }, '2026-03-10'))).toBe('cd.responsible_id = ?');
    expect(buildDebtWhere({ responsible: 7 }, '2026-03-10').values).toEqual([7]);
    expect(text(buildDebtWhere({ responsible: null }, '2026-03-10'))).toBe('cd.responsible_id IS NULL');
    const today = buildDebtWhere({ promise: 'today' }, '2026-03-10');
    expect(text(today)).toBe('(NOT cd.is_closed AND cd.promised_date = ?::date)');
    expect(today.values).toEqual(['2026-03-10']);
    const broken = text(buildDebtWhere({ promise: 'broken' }, '2026-03-10'));
    expect(broken).toContain('cd.promised_date < ?::date AND (CASE WHEN NOT cd.is_closed AND cd.promised_date < ?::date');
    expect(broken).toContain('p.payment_date >= cd.promise_contact_date AND p.payment_date <= cd.promised_date');
    expect(broken).toContain('< cd.promised_amount');
  });

  it('orders by whitelisted fields only; overdue_days follows (is_closed, next_payment_date) the other way round', () => {
    const order = (o?: string) => parseOrdering(o, debtListSpec).map(text);
    expect(order()).toEqual(['cd.next_payment_date ASC', 'cd.id ASC']);
    expect(order('-overdue_days')).toEqual(['cd.is_closed ASC, cd.next_payment_date ASC', 'cd.id ASC']);
    expect(order('overdue_days')).toEqual(['cd.is_closed DESC, cd.next_payment_date DESC', 'cd.id ASC']);
    expect(order('-current_debt,created_at')).toEqual(['cd.current_debt DESC', 'cd.created_at ASC', 'cd.id ASC']);
    expect(() => order('client_name')).toThrow();
  });

  it('searches names, phone digits and room numbers, with LIKE wildcards taken literally', () => {
    expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    const byName = debtSearch('Karim');
    expect(text(byName)).toContain('c.name ILIKE ?');
    expect(text(byName)).not.toContain('phone_number');
    expect(byName.values).toEqual(['%Karim%', '%Karim%']);
    const byPhone = debtSearch('90 123-45');
    expect(text(byPhone)).toContain('c.phone_number LIKE ?');
    expect(byPhone.values).toEqual(['%90 123-45%', '%9012345%', '%90 123-45%']);
  });

  it('turns the common list\'s combined where back into SQL', () => {
    const a = Prisma.sql`cd.client_id = ${1}`;
    const b = Prisma.sql`cd.currency_id = ${2}`;
    expect(text(whereSql({}))).toBe('TRUE');
    expect(text(whereSql(a))).toBe('cd.client_id = ?');
    const both = whereSql({ AND: [a, b] });
    expect(text(both)).toBe('(cd.client_id = ?) AND (cd.currency_id = ?)');
    expect(both.values).toEqual([1, 2]);
  });
});
