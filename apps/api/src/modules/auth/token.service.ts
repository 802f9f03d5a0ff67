import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService, Tx } from '../../database/prisma.service';
import type { AccessTokenPayload } from '../../common/auth/auth.guard';
import { ApiError } from '../../common/errors/api-error';

export interface TokenPair {
  access: string;
  refresh: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Access tokens: 15-minute JWTs carrying the user's token_version.
 * Refresh tokens: opaque, stored only as a hash, rotated on every use; each login starts a family,
 * and presenting an already-used token revokes the whole family (it was stolen or replayed).
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(user: { id: number; token_version: number }, familyId: string = randomUUID(), tx: Tx = this.prisma): Promise<TokenPair> {
    const payload: AccessTokenPayload = { sub: user.id, tv: user.token_version, typ: 'access' };
    const access = await this.jwt.signAsync(payload, { expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
    const refresh = randomBytes(32).toString('base64url');
    await tx.refreshToken.create({
      data: {
        id: randomUUID(),
        user_id: user.id,
        family_id: familyId,
        token_hash: sha256(refresh),
        expires_at: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
      },
    });
    return { access, refresh };
  }

  async rotate(refresh: string): Promise<TokenPair> {
    const invalid = () => ApiError.unauthorized(ErrorCode.TOKEN_INVALID);
    const stored = await this.prisma.refreshToken.findUnique({
      where: { token_hash: sha256(refresh) },
      include: { user: { select: { id: true, is_active: true, token_version: true } } },
    });
    if (!stored) throw invalid();
    if (stored.used_at || stored.revoked_at) {
      await this.revokeFamily(stored.family_id);
      throw invalid();
    }
    if (stored.expires_at <= new Date() || !stored.user.is_active) throw invalid();
    return this.prisma.$transaction(async (tx) => {
      // Only one of two concurrent uses of the same token can mark it used.
      const claimed = await tx.refreshToken.updateMany({
        where: { id: stored.id, used_at: null, revoked_at: null },
        data: { used_at: new Date() },
      });
      if (claimed.count !== 1) {
        await tx.refreshToken.updateMany({ where: { family_id: stored.family_id, revoked_at: null }, data: { revoked_at: new Date() } });
        throw invalid();
      }
      return this.issue(stored.user, stored.family_id, tx);
    });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.prisma.refreshToken.updateMany({ where: { family_id: familyId, revoked_at: null }, data: { revoked_at: new Date() } });
  }

  async revokeByToken(refresh: string): Promise<void> {
    const stored = await this.prisma.refreshToken.findUnique({ where: { token_hash: sha256(refresh) } });
    if (stored) await this.revokeFamily(stored.family_id);
  }

  async revokeAllForUser(userId: number, tx: Tx = this.prisma): Promise<void> {
    await tx.refreshToken.updateMany({ where: { user_id: userId, revoked_at: null }, data: { revoked_at: new Date() } });
  }
}
