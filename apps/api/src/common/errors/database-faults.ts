/**
 * Database failures that are nobody's fault in the request: the connection was lost (PostgreSQL
 * restarted, failed over, or terminated the backend), the server takes no connection now, or a
 * lock or statement waited longer than allowed. They are answered 503 with Retry-After (the
 * request may simply be sent again; a money request with its Idempotency-Key is safe to resend),
 * never 500.
 */
export type DatabaseFault = 'unavailable' | 'busy';

/** SQLSTATE class 08 (connection exception), admin/crash shutdown, cannot connect now, too many connections. */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** lock_not_available (lock_timeout), query_canceled (statement_timeout). */
const BUSY_STATE = new Set(['55P03', '57014']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Prisma: cannot reach the server, timed out reaching it, the server closed the connection. */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1017']);
/** The driver adapter's own names for a lost connection. */
const ADAPTER_UNAVAILABLE = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** node-postgres's messages for a socket that went away under it. */
const LOST_MESSAGE = /Connection terminated|connection error|Connection ended unexpectedly|server closed the connection|timeout exceeded when trying to connect/i;

interface Inspectable {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** What kind of database fault `error` is, looking through Prisma's and the adapter's wrappers. */
export function databaseFault(error: unknown): DatabaseFault | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const value = queue.shift();
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    const e = value as Inspectable;
    for (const state of [e.originalCode, e.code]) {
      if (typeof state !== 'string') continue;
      if (BUSY_STATE.has(state)) return 'busy';
      if (UNAVAILABLE_STATE.test(state) || SOCKET_CODES.has(state) || PRISMA_UNAVAILABLE.has(state)) return 'unavailable';
    }
    if (typeof e.kind === 'string' && ADAPTER_UNAVAILABLE.has(e.kind)) return 'unavailable';
    if (typeof e.message === 'string' && LOST_MESSAGE.test(e.message)) return 'unavailable';
    queue.push(e.cause, e.meta?.driverAdapterError);
  }
  return null;
}
