import type { TotalsColumn } from '../../components/CurrencyTotalsFooter';

/** The totals footer of the investors and of one investor's operations: put in, got back, still in. */
export const INVESTOR_TOTALS: readonly TotalsColumn[] = [
  { key: 'invested', label: 'resources.investors.fields.invested' },
  { key: 'withdrawn', label: 'resources.investors.fields.withdrawn' },
  { key: 'balance', label: 'resources.investors.fields.balance' },
];
