import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, Locale, RECOVERY_CODE_TTL_SECONDS, RESEND_INTERVAL_SECONDS } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../common/auth/password';
import { translate } from '../../common/i18n/messages';
import { SmsService } from '../sms/sms.service';
import { sha256, TokenPair, TokenService } from './token.service';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_MAX_FAILURES = 5;
const CODE_MAX_ATTEMPTS = 5;
const VERIFICATION_KEY_TTL_MS = 10 * 60 * 1000;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokenService,
    private readonly sms: SmsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Phone + password → tokens. Five failures per phone and IP within 15 minutes lock that pair:
   * while locked, every attempt (even with the right password) gets 429, so a lock tells nothing.
   */
  async login(phone: string, password: string, ip: string): Promise<TokenPair> {
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const failures = await this.prisma.loginAttempt.findMany({
      where: { phone, ip, created_at: { gt: since } },
      orderBy: { created_at: 'asc' },
      select: { created_at: true },
      take: LOGIN_MAX_FAILURES,
    });
    if (failures.length >= LOGIN_MAX_FAILURES) {
      const retryAfterMs = failures[0].created_at.getTime() + LOGIN_WINDOW_MS - Date.now();
      throw ApiError.tooManyRequests(retryAfterMs / 1000);
    }
    const user = await this.prisma.user.findUnique({ where: { phone_number: phone } });
    // Unknown phones cost the same time as wrong passwords.
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok || !user.is_active) {
      await this.prisma.loginAttempt.create({ data: { phone, ip } });
      this.logger.warn({ phone, ip }, 'login failed');
      throw ApiError.unauthorized(ErrorCode.INVALID_CREDENTIALS);
    }
    await this.prisma.loginAttempt.deleteMany({ where: { phone, ip } });
    this.logger.log({ userId: user.id }, 'login');
    return this.tokens.issue(user);
  }

  /**
   * Step 1 of recovery. The answer is the same for known and unknown phones; for an unknown phone
   * a code row is still written (never sent) so that timing and the resend limit look alike.
   */
  async requestCode(phone: string, locale: Locale): Promise<void> {
    const last = await this.prisma.passwordResetCode.findFirst({ where: { phone }, orderBy: { created_at: 'desc' } });
    if (last) {
      const waitMs = last.created_at.getTime() + RESEND_INTERVAL_SECONDS * 1000 - Date.now();
      if (waitMs > 0) throw ApiError.tooManyRequests(waitMs / 1000, ErrorCode.RESEND_TOO_SOON);
    }
    const user = await this.prisma.user.findUnique({ where: { phone_number: phone }, select: { id: true, is_active: true } });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const known = !!user?.is_active;
    const messageIds = await this.prisma.$transaction(async (tx) => {
      // A new code replaces any earlier one.
      await tx.passwordResetCode.updateMany({ where: { phone, used_at: null }, data: { used_at: new Date() } });
      await tx.passwordResetCode.create({
        data: {
          phone,
          user_id: known ? user!.id : null,
          code_hash: this.codeHash(phone, code),
          expires_at: new Date(Date.now() + RECOVERY_CODE_TTL_SECONDS * 1000),
        },
      });
      if (!known) return [];
      return this.sms.queue(tx, [{ recipient: phone, text: translate(locale, 'recovery.sms', { code }), purpose: 'recovery' }]);
    });
    this.sms.dispatch(messageIds);
  }

  /** Step 2: the code → a single-use verification key (128 random bits, 10 minutes). */
  async verifyCode(phone: string, code: string): Promise<string> {
    const row = await this.prisma.passwordResetCode.findFirst({
      where: { phone, used_at: null },
      orderBy: { created_at: 'desc' },
    });
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) throw ApiError.badRequest('code', ErrorCode.CODE_INVALID);
    if (row.expires_at <= new Date()) throw ApiError.badRequest('code', ErrorCode.CODE_EXPIRED);
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.codeHash(phone, code), 'hex');
    if (!row.user_id || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await this.prisma.passwordResetCode.update({
        where: { id: row.id },
        data: { attempts, ...(attempts >= CODE_MAX_ATTEMPTS ? { used_at: new Date() } : {}) },
      });
      throw ApiError.badRequest('code', ErrorCode.CODE_INVALID);
    }
    const key = randomBytes(16).toString('hex');
    await this.prisma.$transaction(async (tx) => {
      const claimed = await tx.passwordResetCode.updateMany({ where: { id: row.id, used_at: null }, data: { used_at: new Date() } });
      if (claimed.count !== 1) throw ApiError.badRequest('code', ErrorCode.CODE_INVALID);
      await tx.verificationKey.create({
        data: { key_hash: sha256(key), user_id: row.user_id!, expires_at: new Date(Date.now() + VERIFICATION_KEY_TTL_MS) },
      });
    });
    return key;
  }

  /** Step 3: a new password; every session of the user ends. */
  async resetPassword(key: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.prisma.$transaction(async (tx) => {
      const row = await tx.verificationKey.findUnique({ where: { key_hash: sha256(key) } });
      if (!row || row.used_at || row.expires_at <= new Date()) {
        throw ApiError.badRequest('verification_key', ErrorCode.VERIFICATION_KEY_INVALID);
      }
      const claimed = await tx.verificationKey.updateMany({ where: { id: row.id, used_at: null }, data: { used_at: new Date() } });
      if (claimed.count !== 1) throw ApiError.badRequest('verification_key', ErrorCode.VERIFICATION_KEY_INVALID);
      await tx.user.update({
        where: { id: row.user_id },
        data: { password_hash: passwordHash, token_version: { increment: 1 } },
      });
      await this.tokens.revokeAllForUser(row.user_id, tx);
      await tx.loginAttempt.deleteMany({ where: { phone: (await tx.user.findUniqueOrThrow({ where: { id: row.user_id } })).phone_number } });
    });
  }

  private codeHash(phone: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${phone}:${code}`).digest('hex');
  }
}
