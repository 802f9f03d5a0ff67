import { parseOrdering } from '../../common/list/paginate';
import { buildPaymentReportWhere, paymentReportListSpec } from './payment-reports.query';

describe('payment reports query', () => {
  it('filters by client, debt, wallet and a range of payment days', () => {
    expect(buildPaymentReportWhere({})).toEqual({});
    expect(buildPaymentReportWhere({ client: 1, client_debt: 2, wallet: 3, date_from: '2026-03-01', date_to: '2026-03-31' })).toEqual({
      client_id: 1,
      client_debt_id: 2,
      wallet_id: 3,
      payment_date: { gte: new Date('2026-03-01T00:00:00Z'), lte: new Date('2026-03-31T00:00:00Z') },
    });
    expect(buildPaymentReportWhere({ date_to: '2026-03-31' })).toEqual({ payment_date: { lte: new Date('2026-03-31T00:00:00Z') } });
  });

  it('orders newest payment first by default', () => {
    expect(parseOrdering(undefined, paymentReportListSpec)).toEqual([{ payment_date: 'desc' }, { id: 'desc' }]);
    expect(() => parseOrdering('amount', paymentReportListSpec)).toThrow();
  });
});
