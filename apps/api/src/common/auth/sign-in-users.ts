import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../errors/api-error';
import type { AuthUser } from './auth-user';
import type { SignInClaim } from './sign-in-claim';

interface UserRow {
  id: number;
  phone_number: string;
  full_name: string;
  is_active: boolean;
  token_version: number;
  role_id: number;
  role_name: string;
  permissions: string[];
}

/** Users remembered per process (for DeferSignInCheck routes only; any failed check forgets the user). */
const REMEMBERED_USERS = 5000;

/**
 * The signed-in user as PostgreSQL has them, read fresh for every request (so that a deactivation,
 * a password change or a role edit takes effect on the next request), and what this process last
 * read of each user: a list route may start on that memory because its statement checks it again.
 */
@Injectable()
export class SignInUsers {
  private readonly remembered = new Map<number, { tokenVersion: number; user: AuthUser }>();

  constructor(private readonly prisma: PrismaService) {}

  /** The user as last read, if that read was for this token version. */
  recall(userId: number, tokenVersion: number): AuthUser | undefined {
    const known = this.remembered.get(userId);
    return known?.tokenVersion === tokenVersion ? known.user : undefined;
  }

  /** One statement: the user, their role and its permissions. 401 unless active with this token version. */
  async read(userId: number, tokenVersion: number): Promise<AuthUser> {
    const [row] = await this.prisma.rows<UserRow>(Prisma.sql`
      SELECT u.id, u.phone_number, u.full_name, u.is_active, u.token_version, r.id AS role_id, r.name AS role_name,
             coalesce(array_agg(p.permission_code) FILTER (WHERE p.permission_code IS NOT NULL), '{}') AS permissions
      FROM "user" u JOIN role r ON r.id = u.role_id LEFT JOIN role_permission p ON p.role_id = r.id
      WHERE u.id = ${userId}::int
      GROUP BY u.id, r.id`);
    if (!row || !row.is_active || row.token_version !== tokenVersion) {
      this.remembered.delete(userId);
      throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    }
    const user: AuthUser = {
      id: row.id,
      phone_number: row.phone_number,
      full_name: row.full_name,
      role_id: row.role_id,
      role_name: row.role_name,
      permissions: new Set(row.permissions),
    };
    this.remembered.delete(userId); // re-inserted last: the oldest entry goes first when full
    if (this.remembered.size >= REMEMBERED_USERS) this.remembered.delete(this.remembered.keys().next().value as number);
    this.remembered.set(userId, { tokenVersion: row.token_version, user });
    return user;
  }

  /** A claim no statement confirmed: read the user fresh and throw 401/403 as the guard would. */
  async confirm(claim: SignInClaim): Promise<void> {
    if (claim.confirmed === true) return;
    const user = await this.read(claim.userId, claim.tokenVersion);
    if (!claim.permissions.every((code) => user.permissions.has(code))) throw ApiError.forbidden();
    claim.confirmed = true;
  }
}
