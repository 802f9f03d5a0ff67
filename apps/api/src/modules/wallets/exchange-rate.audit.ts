import { CURRENCY_CODES, type ExchangeRate } from '@mijozlar/shared';
import { auditChange, auditCreate } from '../../common/audit';
import type { Tx } from '../../database/prisma.service';

/** The audit trail's view of a stored rate: the API's fields, the author by id. */
function rateAudit(r: ExchangeRate) {
  return { date: r.date, currency: r.currency, rate: r.rate, source: r.source, set_by: r.set_by?.id ?? null };
}

/**
 * A day has one rate per currency: writers of a day's rate (a person's POST, the bank's job or
 * fetch) queue on this transaction lock, so the rate read before the write is the one it replaces.
 */
export async function lockRateDay(tx: Tx, currency: number, day: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`exchange-rate:${currency}:${day}`}, 0))`;
}

/**
 * The entry of a rate written in `tx`: `create` for a new day, `update` with the rate (and source,
 * author) before and after for a replaced one; nothing when nothing changed. Outside a request
 * (the bank's job) the actor is null.
 */
export function auditRate(tx: Tx, before: ExchangeRate | null, after: ExchangeRate): Promise<void> {
  const label = `${CURRENCY_CODES[after.currency] ?? after.currency} ${after.date}`;
  if (!before) return auditCreate(tx, { entity: 'exchange_rate', entity_id: after.id, label, after: rateAudit(after) });
  return auditChange(tx, { entity: 'exchange_rate', entity_id: after.id, label, before: rateAudit(before), after: rateAudit(after) });
}
