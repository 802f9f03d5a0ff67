import { useCallback, useState } from 'react';

/**
 * A random UUID v4. crypto.randomUUID() exists only on https and localhost; on-prem servers are
 * often reached over plain http on the LAN, where getRandomValues() still works.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one intended money operation (one form, one dialog). Every submit of the
 * same form sends the same key — a double click or a retry after a lost answer moves money once —
 * and `renew()` after a success starts the next operation. Pass it as
 * `meta: { idempotencyKey: key }` to create/update/delete, or `idempotencyKey` to request().
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
