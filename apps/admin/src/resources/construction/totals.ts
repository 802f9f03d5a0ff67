import type { TotalsColumn } from '../../components/CurrencyTotalsFooter';

/** The totals footer of the projects and of one project's operations: spent from wallets, by deliveries, in all. */
export const SPENT_TOTALS: readonly TotalsColumn[] = [
  { key: 'operations', label: 'resources.construction.fields.operations' },
  { key: 'deliveries', label: 'resources.construction.fields.deliveries' },
  { key: 'amount', label: 'resources.construction.fields.spent' },
];
