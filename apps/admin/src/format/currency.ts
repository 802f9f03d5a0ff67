import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';

/** The currencies by id (1 UZS, 2 USD); their code is what the screens show beside an amount. */
export const CURRENCY_CODES: Readonly<Record<number, string>> = { [CURRENCY_UZS]: 'UZS', [CURRENCY_USD]: 'USD' };
const IDS: Record<string, number> = { UZS: CURRENCY_UZS, USD: CURRENCY_USD };

export interface CurrencyCodeOptions {
  /** An id of no known currency reads as the id itself ("3") instead of "". */
  keepUnknown?: boolean;
}

/** A currency id, code or object -> its code ("UZS", "USD"); "" when unknown (or the id, with `keepUnknown`). */
export function currencyCode(value: unknown, { keepUnknown = false }: CurrencyCodeOptions = {}): string {
  const byId = (id: number) => CURRENCY_CODES[id] ?? (keepUnknown ? String(id) : '');
  if (typeof value === 'number') return byId(value);
  if (typeof value === 'string') return /^\d+$/.test(value) ? byId(Number(value)) : value.toUpperCase();
  if (value && typeof value === 'object') {
    const object = value as { code?: unknown; id?: unknown; name?: unknown };
    if (typeof object.code === 'string') return object.code;
    if (typeof object.id === 'number') return byId(object.id);
    if (keepUnknown && typeof object.name === 'string') return object.name;
  }
  return '';
}

/** The code a record names: its flat `*_code` field when sent, else its currency id, code or object. */
export function currencyCodeOf(value: unknown, flat?: string | null): string {
  return flat || currencyCode(value, { keepUnknown: true });
}

/** A currency id, code or object -> its id (1 UZS, 2 USD); null when unknown. */
export function currencyId(value: unknown): number | null {
  if (typeof value === 'number') return value in CURRENCY_CODES ? value : null;
  const code = currencyCode(value);
  return IDS[code] ?? null;
}

/** The code of a record that carries `currency_code` and/or `currency`. */
export function codeOf(record: { currency?: unknown; currency_code?: string | null } | null | undefined): string {
  if (!record) return '';
  return record.currency_code || currencyCode(record.currency);
}

export const CURRENCY_CHOICES = [
  { id: CURRENCY_UZS, name: 'UZS' },
  { id: CURRENCY_USD, name: 'USD' },
];
