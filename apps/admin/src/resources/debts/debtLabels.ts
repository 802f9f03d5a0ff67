import { formatMoney } from '../../format/format';
import { currencyCodeOf } from '../../format/currency';
import { refName } from '../sales/references';
import type { ClientDebt } from './types';

export const debtCurrency = (debt: Pick<ClientDebt, 'currency' | 'currency_code'>) => currencyCodeOf(debt.currency, debt.currency_code);

export const debtMoney = (debt: Pick<ClientDebt, 'currency' | 'currency_code'>, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : formatMoney(value, { currency: debtCurrency(debt) });

export function debtRoomLabel(debt: Pick<ClientDebt, 'room' | 'room_number' | 'building' | 'building_name'>): string {
  const number = debt.room_number ?? refName(debt.room);
  return [refName(debt.building, debt.building_name), number ? `№${number}` : ''].filter(Boolean).join(', ') || '—';
}

export const debtClientName = (debt: Pick<ClientDebt, 'client' | 'client_name'>) => refName(debt.client, debt.client_name) || '—';

export const isOverdue = (debt: Pick<ClientDebt, 'overdue_amount' | 'overdue_days'>) =>
  (debt.overdue_days ?? 0) > 0 || /[1-9]/.test(debt.overdue_amount ?? '');
