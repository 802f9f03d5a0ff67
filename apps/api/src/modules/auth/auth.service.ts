import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, Locale, RECOVERY_CODE_TTL_SECONDS, RESEND_INTERVAL_SECONDS } from '@mijozlar/shared';
import { Hit, RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { audit, HIDDEN } from '../../common/audit';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../common/auth/password';
import { AuthText } from '../../common/i18n/access.messages';
import { translate } from '../../common/i18n/messages';
import { SmsService } from '../sms/sms.service';
import { sha256, TokenPair, TokenService } from './token.service';

const CODE_MAX_ATTEMPTS = 5;
const VERIFICATION_KEY_TTL_MS = 10 * 60 * 1000;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokenService,
    private readonly sms: SmsService,
    private readonly limits: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Phone + password → tokens, with failure limits per 15 minutes kept in PostgreSQL counters
   * (atomic, and a Redis restart never lifts a lock): LOGIN_MAX_FAILURES per phone and IP,
   * LOGIN_MAX_FAILURES_PER_PHONE per phone from any IP, LOGIN_MAX_FAILURES_PER_IP per IP for any
   * phone. Each attempt takes its place in all three counters *before* the password is checked,
   * so 50 parallel guesses get at most the limit's worth of checks; the others, and every attempt
   * while a limit is reached (even with the right password), get 429 with Retry-After. A
   * successful sign-in clears the phone and IP counter and gives back its places in the others;
   * an unknown phone counts like a wrong password. A deactivated account is told so, once the
   * password was right.
   */
  async login(phone: string, password: string, ip: string): Promise<TokenPair> {
    const { login } = this.config;
    const counters = [
      { key: `login:pi:${phone}|${ip}`, max: login.maxPerPhoneIp },
      { key: `login:p:${phone}`, max: login.maxPerPhone },
      { key: `login:i:${ip}`, max: login.maxPerIp },
    ];
    const hits: Hit[] = [];
    for (const c of counters) hits.push(await this.limits.hit(c.key, login.windowSeconds, 'database'));
    const over = hits.filter((h, i) => h.count > counters[i].max);
    if (over.length) {
      await this.giveBack(counters.map((c) => c.key));
      this.logger.warn({ phone, ip }, 'login refused: too many failures');
      const known = await this.prisma.user.findUnique({ where: { phone_number: phone }, select: { id: true } });
      await this.auditFailure(phone, known?.id ?? null, 'throttled');
      throw ApiError.tooManyRequests(Math.max(...over.map((h) => h.retryAfterSeconds)));
    }
    const user = await this.prisma.user.findUnique({ where: { phone_number: phone } });
    // Unknown phones cost the same time as wrong passwords.
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      await this.prisma.loginAttempt.create({ data: { phone, ip } });
      this.logger.warn({ phone, ip }, 'login failed');
      await this.auditFailure(phone, user?.id ?? null, user ? 'wrong_password' : 'unknown');
      throw ApiError.unauthorized(ErrorCode.INVALID_CREDENTIALS);
    }
    if (!user.is_active) {
      await this.giveBack(counters.map((c) => c.key));
      this.logger.warn({ userId: user.id, ip }, 'login refused: account disabled');
      await this.auditFailure(phone, user.id, 'disabled');
      throw ApiError.unauthorized(ErrorCode.ACCOUNT_DISABLED);
    }
    await this.limits.reset(counters[0].key, 'database');
    await this.giveBack(counters.slice(1).map((c) => c.key));
    await this.prisma.loginAttempt.deleteMany({ where: { phone, ip } });
    this.logger.log({ userId: user.id }, 'login');
    return this.prisma.$transaction(async (tx) => {
      const pair = await this.tokens.issue(user, undefined, tx);
      const actor = { id: user.id, full_name: user.full_name };
      await audit(tx, { action: 'login', entity: 'user', entity_id: user.id, label: user.phone_number, actor });
      return pair;
    });
  }

  /**
   * A refused sign-in, recorded on its own (no change to commit with). The actor stays empty: whoever
   * typed is not known to be the account's owner; entity_id names the account when the phone is one.
   */
  private auditFailure(phone: string, userId: number | null, reason: 'throttled' | 'unknown' | 'wrong_password' | 'disabled') {
    return audit(this.prisma, {
      action: 'login_failed',
      entity: 'user',
      entity_id: userId,
      label: phone,
      details: { phone_number: phone, reason },
      actor: null,
    });
  }

  private async giveBack(keys: string[]) {
    for (const key of keys) await this.limits.undo(key, 'database');
  }

  /**
   * Step 1 of recovery. The answer is the same for known and unknown phones; for an unknown phone
   * a code row is still written (never sent) so that timing and the resend limit look alike.
   */
  async requestCode(phone: string, locale: Locale, ip: string): Promise<void> {
    const { recovery } = this.config;
    // Per IP, whatever the phone: a sender of many phones is stopped too.
    const byIp = await this.limits.hit(`recovery:i:${ip}`, recovery.windowSeconds);
    if (byIp.count > recovery.maxPerIp) throw ApiError.tooManyRequests(byIp.retryAfterSeconds);
    // One code per 60 s, and RECOVERY_MAX_PER_PHONE per 15 minutes, per phone (atomic counters:
    // parallel requests cannot slip past). Unknown phones count alike, so the answers match.
    const resend = await this.limits.hit(`recovery:r:${phone}`, RESEND_INTERVAL_SECONDS);
    if (resend.count > 1) throw ApiError.tooManyRequests(resend.retryAfterSeconds, ErrorCode.RESEND_TOO_SOON);
    const byPhone = await this.limits.hit(`recovery:p:${phone}`, recovery.windowSeconds);
    if (byPhone.count > recovery.maxPerPhone) throw ApiError.tooManyRequests(byPhone.retryAfterSeconds);
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
      return this.sms.queue(tx, [{ recipient: phone, text: translate(locale, AuthText.RECOVERY_SMS, { code }), purpose: 'recovery' }]);
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
      const user = await tx.user.update({
        where: { id: row.user_id },
        data: { password_hash: passwordHash, token_version: { increment: 1 } },
        select: { id: true, full_name: true, phone_number: true },
      });
      await this.tokens.revokeAllForUser(row.user_id, tx);
      const phone = user.phone_number;
      // Who proved the phone acts: the request has no signed-in user.
      await audit(tx, {
        action: 'password_reset',
        entity: 'user',
        entity_id: user.id,
        label: phone,
        changes: { password: [HIDDEN, HIDDEN] },
        actor: { id: user.id, full_name: user.full_name },
      });
      await tx.loginAttempt.deleteMany({ where: { phone } });
      // The owner of the phone proved it: the phone's login locks end.
      await tx.$executeRaw`DELETE FROM rate_limit_counter WHERE key = ${`login:p:${phone}`} OR key LIKE ${`login:pi:${phone}|%`}`;
    });
  }

  private codeHash(phone: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${phone}:${code}`).digest('hex');
  }
}
