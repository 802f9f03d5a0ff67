import { Decimal } from '../../common/money/money';
import { parseOrdering } from '../../common/list/paginate';
import { toTotals } from './investors.mapper';
import { buildInvestorWhere, investorListSpec, investorSearch, investorSqlWhere } from './investors.query';

const currencies = [
  { id: 1, code: 'UZS' },
  { id: 2, code: 'USD' },
];

describe('investors query', () => {
  it('searches every word in the first or last name; a phone-like term also by its digits', () => {
    const name = (word: string) => ({
      OR: [{ first_name: { contains: word, mode: 'insensitive' } }, { last_name: { contains: word, mode: 'insensitive' } }],
    });
    expect(investorSearch('Akmal  Karimov')).toEqual({ AND: [name('Akmal'), name('Karimov')] });
    expect(investorSearch('(90) 123-4')).toEqual({ OR: [{ AND: [name('(90)'), name('123-4')] }, { phone_number: { contains: '901234' } }] });
    // Letters make it a name: "Navroʻz 107" is not a phone search.
    expect(investorSearch('Ali 107')).toEqual({ AND: [name('Ali'), name('107')] });
  });

  it('the SQL selection of the totals matches the filters and escapes LIKE wildcards', () => {
    expect(investorSqlWhere({}, undefined).sql).toBe('TRUE');
    const typed = investorSqlWhere({ investor_type: 3 }, '  ');
    expect(typed.sql).toBe('i.investor_type_id = ?');
    expect(typed.values).toEqual([3]);
    const searched = investorSqlWhere({ investor_type: 2 }, '50%_off 90');
    expect(searched.values).toEqual([2, '%50\\%\\_off%', '%50\\%\\_off%', '%90%', '%90%']);
    const phone = investorSqlWhere({}, '90 12');
    expect(phone.sql).toContain('i.phone_number LIKE ?');
    expect(phone.values[phone.values.length - 1]).toBe('%9012%');
  });

  it('orders by indexed columns only, newest first by default', () => {
    expect(parseOrdering(undefined, investorListSpec)).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
    expect(parseOrdering('last_name,-first_name', investorListSpec)).toEqual([{ last_name: 'asc' }, { first_name: 'desc' }, { id: 'desc' }]);
    expect(() => parseOrdering('balance', investorListSpec)).toThrow();
    expect(buildInvestorWhere({})).toEqual({});
    expect(buildInvestorWhere({ investor_type: 4 })).toEqual({ investor_type_id: 4 });
  });

  it('totals list every currency, zeros included, and balance = invested − withdrawn to the tiyin', () => {
    expect(toTotals(currencies, [{ currency_id: 2, invested: new Decimal('1000.10'), withdrawn: '0.11' }])).toEqual([
      { currency: 1, currency_code: 'UZS', invested: '0.00', withdrawn: '0.00', balance: '0.00' },
      { currency: 2, currency_code: 'USD', invested: '1000.10', withdrawn: '0.11', balance: '999.99' },
    ]);
  });
});
