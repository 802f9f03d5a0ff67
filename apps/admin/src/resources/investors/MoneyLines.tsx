import { useTranslate } from 'react-admin';
import { MoneyChipsByCurrency, MoneyLinesByCurrency } from '../../components/Money';
import { compareAmounts } from '../../format/decimal';
import { movedTotals } from './investorMoney';
import type { InvestorTotal } from './types';

type Field = 'invested' | 'withdrawn' | 'balance';

/** One figure (invested, withdrawn or balance) per currency where anything moved, one line each; "—" when nothing did. */
export function MoneyLines({ totals, field, strong = false }: { totals: InvestorTotal[]; field: Field; strong?: boolean }) {
  const lines = movedTotals(totals).map((line) => ({
    currency: line.currency,
    currency_code: line.currency_code,
    amount: line[field],
    testId: `investor-${field}-${line.currency_code}`,
    color: strong && compareAmounts(line.balance, '0') < 0 ? 'error.main' : undefined,
  }));
  return <MoneyLinesByCurrency lines={lines} strong={strong} />;
}

/** The balance per currency as chips (a header, a phone row); a quiet note when nothing moved yet. */
export function BalanceChips({ totals, size = 'medium' }: { totals: InvestorTotal[]; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const lines = movedTotals(totals).map((line) => ({
    currency: line.currency,
    currency_code: line.currency_code,
    amount: line.balance,
    testId: `investor-balance-chip-${line.currency_code}`,
    color: compareAmounts(line.balance, '0') > 0 ? 'success' : compareAmounts(line.balance, '0') < 0 ? 'error' : 'default',
  }));
  return <MoneyChipsByCurrency lines={lines} size={size} empty={translate('resources.investors.page.no_money')} />;
}
