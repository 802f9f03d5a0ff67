import { Decimal } from '../money/money';

/**
 * What a money transaction returned, kept as JSON in its key row for a later recovery
 * (IdempotencyInterceptor): Decimals and Dates are tagged so that the handler gets back the same
 * types it got the first time (`amountText(done.balance)` must not meet a string).
 */
export function encodeRecovery(value: unknown): string {
  return JSON.stringify(value ?? null, function (this: Record<string, unknown>, key: string, json: unknown) {
    const raw = this[key];
    if (Decimal.isDecimal(raw)) return { $decimal: (raw as Decimal).toString() };
    if (raw instanceof Date) return { $date: raw.toISOString() };
    return json;
  });
}

/** The value encodeRecovery wrote, as read back from the jsonb column. */
export function decodeRecovery(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(decodeRecovery);
  if (json && typeof json === 'object') {
    const tagged = json as Record<string, unknown>;
    if (typeof tagged.$decimal === 'string' && Object.keys(tagged).length === 1) return new Decimal(tagged.$decimal);
    if (typeof tagged.$date === 'string' && Object.keys(tagged).length === 1) return new Date(tagged.$date);
    return Object.fromEntries(Object.entries(tagged).map(([k, v]) => [k, decodeRecovery(v)]));
  }
  return json;
}
