import { AsyncLocalStorage } from 'node:async_hooks';
import { SetMetadata } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';

export const DEFER_SIGN_IN_CHECK = 'auth:defer-sign-in-check';

/**
 * For a list route that only reads and whose answer is built by paginateSql(): AuthGuard may let a
 * request through on what this process remembers of its user, and the list's own statement checks
 * the user in PostgreSQL, in the snapshot of the answer (one round trip instead of two). Whatever the
 * handler does, the answer leaves only after the check (SignInCheckInterceptor).
 */
export const DeferSignInCheck = () => SetMetadata(DEFER_SIGN_IN_CHECK, true);

/** A request let through on the remembered user, until PostgreSQL confirms it. */
export interface SignInClaim {
  userId: number;
  tokenVersion: number;
  /** The route's permission codes, each once. */
  permissions: readonly string[];
  /** What the statement that carried the check found: still active, the token's version, every permission. */
  confirmed?: boolean;
}

/** The claim of the request being handled, for the statement that answers it (paginateSql). */
export const signInClaims = new AsyncLocalStorage<SignInClaim>();

/**
 * For a statement that answers the current request: a column `signed_in` that checks its claim in
 * the statement's snapshot (nothing when there is no claim left to check), and `record(row)` to
 * keep what it found.
 */
export function signInCheck(): { column: Prisma.Sql; record: (row: { signed_in?: boolean }) => void } {
  const claim = signInClaims.getStore();
  if (!claim || claim.confirmed !== undefined) return { column: Prisma.empty, record: () => undefined };
  return {
    column: Prisma.sql`, coalesce((SELECT u.is_active AND u.token_version = ${claim.tokenVersion}::int
        AND (SELECT count(*) FROM role_permission p WHERE p.role_id = u.role_id AND p.permission_code = ANY(${[...claim.permissions]}::text[])) = ${claim.permissions.length}
      FROM "user" u WHERE u.id = ${claim.userId}::int), false) AS signed_in`,
    record: (row) => {
      claim.confirmed = row.signed_in === true;
    },
  };
}
