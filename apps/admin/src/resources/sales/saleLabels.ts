import { formatMoney } from '../../format/format';
import { currencyCodeOf } from '../../format/currency';
import { refName } from './references';
import type { Sale, SaleScheduleRow } from './types';
import type { ScheduleRow } from './schedule';

/** "Bino A, №12". */
export function saleRoomLabel(sale: Pick<Sale, 'room' | 'room_number' | 'building' | 'building_name'>): string {
  const number = sale.room_number ?? refName(sale.room);
  const building = refName(sale.building, sale.building_name);
  return [building, number ? `№${number}` : ''].filter(Boolean).join(', ') || '—';
}

/** The client's or the lead's name. */
export function saleBuyerName(sale: Pick<Sale, 'client' | 'client_name' | 'lid' | 'lid_name'>): string {
  return refName(sale.client, sale.client_name) || refName(sale.lid, sale.lid_name) || '—';
}

export const saleCurrency = (sale: Pick<Sale, 'currency' | 'currency_code'>) => currencyCodeOf(sale.currency, sale.currency_code);

export const saleMoney = (sale: Pick<Sale, 'currency' | 'currency_code'>, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : formatMoney(value, { currency: saleCurrency(sale) });

/** The sale's schedule rows, whichever field and row naming the API used. */
export function saleSchedule(sale: Pick<Sale, 'schedule' | 'monthly_amount'>): ScheduleRow[] {
  const raw: SaleScheduleRow[] = Array.isArray(sale.schedule) ? sale.schedule : Array.isArray(sale.monthly_amount) ? sale.monthly_amount : [];
  return raw.map((row, index) => ({
    month: row.month ?? index + 1,
    paymentDate: row.paymentDate,
    amount: String(row.amount),
  }));
}
