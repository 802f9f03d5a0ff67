import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import type { AccessTokenPayload } from '../../common/auth/auth.guard';
import { ApiError } from '../../common/errors/api-error';
import { audit } from '../../common/audit';
import { markAuditNoChange } from '../../common/audit/audit.context';

export interface TokenPair {
  access: string;
  refresh: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Holder = { id: number; token_version: number };
type Rotation = { pair: TokenPair } | { refused: 'invalid' | 'reused' };

/**
 * Access tokens: 15-minute JWTs carrying the user's token_version (and always an exp).
 * Refresh tokens: opaque, stored only as a hash, rotated on every use; each login starts a family,
 * and presenting an already-used token revokes the whole family (it was stolen or replayed) —
 * except within REFRESH_GRACE_SECONDS of its use, when it answers the same new pair again: tabs
 * of one browser refreshing at once all stay signed in.
 *
 * The token that replaces refresh token R is HMAC(JWT_SECRET, R), so the same pair can be
 * answered again without keeping any token in clear: the access token is re-signed with the
 * issue time stored on the new row (created_at), which makes it byte-identical. Rotations of one
 * family are serialised by a transaction-scoped advisory lock on the family (one lock, so no
 * deadlock), and a write conflict is retried: concurrent refreshes never answer 500.
 */
@Injectable()
export class TokenService {
  private readonly logger = new Logger('Tokens');

  constructor(
    private readonly jwt: JwtService,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new pair; `parentRefresh` (a rotation) makes the new refresh token derived from it. */
  async issue(user: Holder, familyId: string = randomUUID(), tx: Tx = this.prisma, parentRefresh?: string): Promise<TokenPair> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const refresh = parentRefresh ? this.successorOf(parentRefresh) : randomBytes(32).toString('base64url');
    await tx.refreshToken.create({
      data: {
        id: randomUUID(),
        user_id: user.id,
        family_id: familyId,
        token_hash: sha256(refresh),
        expires_at: new Date((issuedAt + this.config.refreshTokenTtlSeconds) * 1000),
        created_at: new Date(issuedAt * 1000),
      },
    });
    return { access: await this.access(user, issuedAt), refresh };
  }

  async rotate(refresh: string): Promise<TokenPair> {
    const hash = sha256(refresh);
    const found = await this.prisma.refreshToken.findUnique({ where: { token_hash: hash }, select: { family_id: true, user_id: true } });
    if (!found) throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    const outcome = await this.withRetry(() =>
      this.prisma.$transaction(async (tx): Promise<Rotation> => {
        await this.lockFamily(tx, found.family_id);
        // A password change or deactivation (which revokes every token of the user) either
        // happens before this rotation, and is seen below, or waits for it and revokes its result.
        await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${found.user_id} FOR SHARE`;
        const stored = await tx.refreshToken.findUniqueOrThrow({
          where: { token_hash: hash },
          include: { user: { select: { id: true, is_active: true, token_version: true } } },
        });
        const now = Date.now();
        if (stored.revoked_at || stored.expires_at.getTime() <= now || !stored.user.is_active) return { refused: 'invalid' };
        if (stored.used_at) {
          const successor = this.successorOf(refresh);
          const next = await tx.refreshToken.findUnique({ where: { token_hash: sha256(successor) } });
          const inGrace = now - stored.used_at.getTime() <= this.config.refreshGraceSeconds * 1000;
          if (inGrace && next && !next.used_at && !next.revoked_at) {
            const issuedAt = Math.floor(next.created_at.getTime() / 1000);
            return { pair: { access: await this.access(stored.user, issuedAt), refresh: successor } };
          }
          // Used before, outside the grace window (or its successor already moved on): a replay.
          await tx.refreshToken.updateMany({ where: { family_id: stored.family_id, revoked_at: null }, data: { revoked_at: new Date() } });
          this.logger.warn({ userId: stored.user_id, family: stored.family_id }, 'refresh token reused: family revoked');
          return { refused: 'reused' };
        }
        await tx.refreshToken.update({ where: { id: stored.id }, data: { used_at: new Date(now) } });
        return { pair: await this.issue(stored.user, stored.family_id, tx, refresh) };
      }),
    );
    // A refusal is answered after the commit, so that the family's revocation stays.
    if ('refused' in outcome) throw ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    return outcome.pair;
  }

  /**
   * Ends a session family (logout); serialised with its rotations, so a refresh racing a logout
   * cannot leave a live token behind. A family that still had a live token records a `logout` of
   * its user; one already ended changes nothing and records nothing.
   */
  async revokeFamily(familyId: string, user: { id: number; full_name: string; phone_number: string }): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await this.lockFamily(tx, familyId);
      const ended = await tx.refreshToken.updateMany({ where: { family_id: familyId, revoked_at: null }, data: { revoked_at: new Date() } });
      const actor = { id: user.id, full_name: user.full_name };
      if (ended.count > 0) await audit(tx, { action: 'logout', entity: 'user', entity_id: user.id, label: user.phone_number, actor });
      else markAuditNoChange();
    });
  }

  private async lockFamily(tx: Tx, familyId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`refresh-family:${familyId}`}, 0))`;
  }

  async revokeByToken(refresh: string | undefined): Promise<void> {
    const stored = refresh
      ? await this.prisma.refreshToken.findUnique({
          where: { token_hash: sha256(refresh) },
          select: { family_id: true, user: { select: { id: true, full_name: true, phone_number: true } } },
        })
      : null;
    if (stored) await this.revokeFamily(stored.family_id, stored.user);
    else markAuditNoChange();
  }

  async revokeAllForUser(userId: number, tx: Tx = this.prisma): Promise<void> {
    await tx.refreshToken.updateMany({ where: { user_id: userId, revoked_at: null }, data: { revoked_at: new Date() } });
  }

  /** The refresh token that replaces `refresh` (deterministic, unguessable without JWT_SECRET). */
  private successorOf(refresh: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`refresh-rotation:${refresh}`).digest('base64url');
  }

  /** An access token issued at `issuedAt` (seconds): the same inputs give the same token. */
  private access(user: Holder, issuedAt: number): Promise<string> {
    const payload: AccessTokenPayload = {
      sub: user.id,
      tv: user.token_version,
      typ: 'access',
      iat: issuedAt,
      exp: issuedAt + this.config.accessTokenTtlSeconds,
    };
    return this.jwt.signAsync(payload, { algorithm: 'HS256' });
  }

  /** Write conflicts and deadlocks (P2034) are retried a few times instead of answering 500. */
  private async withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        return await work();
      } catch (err) {
        const retriable = err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2034';
        if (!retriable || i >= attempts) throw err;
        await new Promise((r) => setTimeout(r, 20 * i));
      }
    }
  }
}
