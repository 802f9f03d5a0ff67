import { dateOnly } from '../../common/clock/clock';
import { parseOrdering } from '../../common/list/paginate';
import { LIVE_OPERATION, buildOperationWhere, buildSupplierWhere, operationListSpec, supplierListSpec } from './suppliers.query';

describe('suppliers query', () => {
  it('searches suppliers by name, and by phone digits when the term looks like a phone', () => {
    expect(supplierListSpec.search!('Sement')).toEqual({ OR: [{ name: { contains: 'Sement', mode: 'insensitive' } }] });
    expect(supplierListSpec.search!('93 555')).toEqual({
      OR: [{ name: { contains: '93 555', mode: 'insensitive' } }, { phone_number: { contains: '93555' } }],
    });
  });

  it('orders suppliers by name by default, id as tiebreaker; debt is not an ordering', () => {
    expect(parseOrdering(undefined, supplierListSpec)).toEqual([{ name: 'asc' }, { id: 'asc' }]);
    expect(() => parseOrdering('debt', supplierListSpec)).toThrow();
    expect(buildSupplierWhere({ material: 3 })).toEqual({ material_id: 3 });
    expect(buildSupplierWhere({})).toEqual({});
  });

  it("maps the spec's filter names (hyphens included) onto the columns, always over live operations", () => {
    expect(
      buildOperationWhere({ 'supplier-id': 7, currency: 2, floor: 3, construction: 4, 'payment-operations': true, from_date: '2026-01-01', to_date: '2026-01-31' }),
    ).toEqual({
      AND: [
        { supplier_id: 7, currency_id: 2, floor: 3, construction_id: 4, kind: 'payment', date: { gte: dateOnly('2026-01-01'), lte: dateOnly('2026-01-31') } },
        LIVE_OPERATION,
      ],
    });
    expect(buildOperationWhere({ 'payment-operations': false })).toEqual({ AND: [{ kind: 'delivery' }, LIVE_OPERATION] });
    expect(buildOperationWhere({})).toEqual({ AND: [{}, LIVE_OPERATION] });
  });

  it('a payment counts while it has its live wallet operation; a delivery always', () => {
    expect(LIVE_OPERATION).toEqual({ OR: [{ kind: 'delivery' }, { wallet_operation_id: { not: null } }] });
    expect(parseOrdering(undefined, operationListSpec)).toEqual([{ date: 'desc' }, { id: 'desc' }]);
  });
});
