import { CurrencyTotalsFooter, type CurrencyTotalsFooterProps } from './CurrencyTotalsFooter';
import { ListPagination } from './ListPagination';

/** A list's foot: its totals per currency, then the pages. */
export function TotalsPagination(props: CurrencyTotalsFooterProps) {
  return (
    <>
      <CurrencyTotalsFooter {...props} />
      <ListPagination />
    </>
  );
}
