import { useTranslate } from 'react-admin';
import { MoneyChipsByCurrency, MoneyLinesByCurrency } from '../../components/Money';
import { isNonZeroAmount } from '../../format/decimal';
import type { Spent } from './types';

/** Currencies where anything was spent, UZS first. */
export function spentLines(spent: readonly Spent[] | undefined): Spent[] {
  return [...(spent ?? [])]
    .filter((line) => isNonZeroAmount(line.amount) || isNonZeroAmount(line.operations) || isNonZeroAmount(line.deliveries))
    .sort((a, b) => a.currency - b.currency);
}

/** One amount per currency, one line each; "—" when nothing was spent. */
export function SpentLines({ spent, field = 'amount', strong = false }: { spent: Spent[]; field?: 'amount' | 'operations' | 'deliveries'; strong?: boolean }) {
  const lines = spentLines(spent)
    .filter((line) => field === 'amount' || isNonZeroAmount(line[field]))
    .map((line) => ({ currency: line.currency, currency_code: line.currency_code, amount: line[field], testId: `spent-${field}-${line.currency_code}` }));
  return <MoneyLinesByCurrency lines={lines} strong={strong} />;
}

/** Spent per currency as chips (the project header, a phone row). */
export function SpentChips({ spent, size = 'medium' }: { spent: Spent[]; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const lines = spentLines(spent).map((line) => ({
    currency: line.currency,
    currency_code: line.currency_code,
    amount: line.amount,
    testId: `spent-chip-${line.currency_code}`,
    color: 'warning',
  }));
  return <MoneyChipsByCurrency lines={lines} size={size} empty={translate('resources.construction.page.no_spending')} />;
}
