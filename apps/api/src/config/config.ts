import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { findLibreOffice } from '../common/documents/find-libreoffice';

/**
 * The one place that reads process.env. Everything else receives an AppConfig.
 * Invalid configuration stops the process at boot with a message naming the variable.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  databasePoolSize: number;
  /** Money transactions of one process that hold a database connection at once (modules/ledger/money-gate.ts). */
  moneyConcurrency: number;
  /** Room-list answers kept per process (common/list/list-cache.ts), MB; 0 turns the cache off. */
  listCacheMb: number;
  /** Idempotency-Key records older than this are deleted (jobs/idempotency-purge). */
  idempotencyKeyDays: number;
  redisUrl: string | null;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  adminPhone: string;
  adminPassword: string;
  smsProvider: 'log' | 'eskiz';
  eskiz: { baseUrl: string; email: string; password: string; from: string };
  /** SMS delivery: attempts per message and the exponential backoff base (ms) between them. */
  sms: { attempts: number; backoffMs: number };
  /** Namespaces the BullMQ keys; defaults to one per database so databases sharing a Redis never mix jobs. */
  queuePrefix: string;
  /** Debt reminders: the Tashkent hour of the daily run, days before a due date, the SMS language. */
  debtReminders: { hour: number; daysBefore: number; language: 'uz' | 'ru' };
  /**
   * The Central Bank of Uzbekistan's USD rate (jobs/cbu-rates): the answer's URL with `{date}`
   * (YYYY-MM-DD), null when CBU_RATES_URL=off; the Tashkent hour of the daily fetch; how long one
   * request may take.
   */
  cbuRates: { url: string | null; hour: number; timeoutMs: number };
  uploadDir: string;
  adminDistDir: string;
  serveAdmin: boolean;
  migrationsDir: string;
  logLevel: string;
  runWorker: boolean;
  /** HTTP processes (Node cluster, one port). Production: one per core; otherwise one. */
  apiProcesses: number;
  threeDUrl: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs, or proxy-addr's
   * keywords loopback, linklocal, uniquelocal); false: none, the client IP is the peer address.
   */
  trustProxy: false | string[];
  bodyLimitBytes: number;
  /** JSON bodies nested deeper than this are refused before they are parsed. */
  jsonMaxDepth: number;
  /** A refresh token presented again within this many seconds returns the same new pair. */
  refreshGraceSeconds: number;
  /** Failed-login limits per 15 minutes: per phone and IP, per phone from any IP, per IP for any phone. */
  login: { maxPerPhoneIp: number; maxPerPhone: number; maxPerIp: number; windowSeconds: number };
  /** Recovery codes per 15 minutes: per phone and per IP. */
  recovery: { maxPerPhone: number; maxPerIp: number; windowSeconds: number };
  /** Requests per minute from one IP to the public routes (login, refresh, logout, recovery). */
  publicRateLimit: { max: number; windowSeconds: number };
  /** How long a request may wait for Redis when it queues an SMS; after that the relay sends it later. */
  smsQueueTimeoutMs: number;
  /** XLSX files parsed at once per process (each in a worker thread). */
  importConcurrency: number;
  /** How long a user's import slot lives without renewal (a process that dies frees it after this). */
  importSlotTtlMs: number;
  /**
   * The audit trail (common/audit). `strict`: a change that wrote no entry answers 500 instead of
   * only being logged (on under NODE_ENV=test, so the API tests find a route that forgot its entry).
   * `benchmarkOff`: entries are not written (AUDIT_TRAIL=off, for scripts/bench-audit.mjs only;
   * refused in production).
   */
  audit: { strict: boolean; benchmarkOff: boolean };
  /**
   * Backups (jobs/backup): the folder of the nightly files (null with BACKUP_DIR=off: no nightly
   * backup), the Tashkent hour of the run, how many mijozlar-*.tar files are kept; where pg_dump and
   * pg_restore are looked for (PG_BIN_DIR, then the usual package folders, then PATH).
   */
  backup: { dir: string | null; hour: number; keep: number; tools: { pgBinDir: string | null; path: string[] } };
  /** A migration statement waiting longer than this for a lock fails (the migration can be run again). */
  migrationLockTimeoutMs: number;
  /** The version of this build (apps/api/package.json), written into backups. */
  appVersion: string;
  /**
   * Documents (common/documents): PDF conversions at once per process (DOCUMENTS_PDF_CONCURRENCY)
   * and LibreOffice's soffice (LIBREOFFICE_PATH; unset: soffice or libreoffice on PATH; `off` or
   * none found: null, and PDFs answer 503 documents.pdf_unavailable while DOCX still works).
   */
  documents: { pdfConcurrency: number; libreOfficePath: string | null };
}

export class ConfigError extends Error {}

const repoRoot = resolve(__dirname, '../../../..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/**
 * TRUST_PROXY: off, or the proxies allowed to say who the client is. `true` (trust anyone's
 * X-Forwarded-For) is refused: a client could then name any IP and escape the login limits.
 */
function proxies(env: NodeJS.ProcessEnv): false | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^(1|true|yes|on)$/i.test(raw)) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any client\'s X-Forwarded-For; list the proxy addresses instead, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8',
    );
  }
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of items) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) continue;
    const [address, prefix, ...rest] = item.split('/');
    const version = isIP(address);
    const max = version === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (!version || !prefixOk || rest.length) {
      throw new ConfigError(`TRUST_PROXY must list IP addresses or CIDRs (or loopback, linklocal, uniquelocal), got "${item}"`);
    }
  }
  return items;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[], required: boolean): string | null {
  const raw = env[name];
  if (!raw) {
    if (required) throw new ConfigError(`${name} is required`);
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  }
  return raw;
}

/** BACKUP_DIR: `off`, or the folder; unset: `.data/backups` (npm start's), none under tests (they name their own). */
function backupDir(raw: string | undefined, nodeEnv: AppConfig['nodeEnv']): string | null {
  if (raw === undefined || raw === '') return nodeEnv === 'test' ? null : resolve(repoRoot, '.data/backups');
  if (/^(0|false|no|off)$/i.test(raw)) return null;
  return resolve(raw);
}

function appVersion(): string {
  try {
    // src/config or dist/config: apps/api/package.json two folders up either way.
    return (JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function reminderLanguage(raw: string | undefined): 'uz' | 'ru' {
  if (raw === undefined || raw === '') return 'uz';
  if (raw === 'uz' || raw === 'ru') return raw;
  throw new ConfigError(`DEBT_REMINDER_LANGUAGE must be uz or ru, got "${raw}"`);
}

export const DEFAULT_CBU_RATES_URL = 'https://cbu.uz/uz/arkhiv-kursov-valyut/json/USD/{date}/';

/** CBU_RATES_URL: `off`, or an http(s) URL with `{date}` where the day goes. */
function cbuRatesUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return DEFAULT_CBU_RATES_URL;
  if (/^(0|false|no|off)$/i.test(raw)) return null;
  if (!raw.includes('{date}')) throw new ConfigError(`CBU_RATES_URL must contain {date} (or be off), got "${raw}"`);
  url({ CBU_RATES_URL: raw }, 'CBU_RATES_URL', ['http:', 'https:'], true);
  return raw;
}

function databaseName(raw: string | undefined): string {
  try {
    return decodeURIComponent(new URL(raw ?? '').pathname.replace(/^\//, '')) || 'default';
  } catch {
    return 'default';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV || 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  let jwtSecret = env.JWT_SECRET || '';
  if (!jwtSecret) {
    if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required in production');
    // Development and tests: a per-process secret (tokens do not survive a restart).
    jwtSecret = randomBytes(32).toString('hex');
  } else if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  const smsProvider = (env.SMS_PROVIDER || 'log') as AppConfig['smsProvider'];
  if (!['log', 'eskiz'].includes(smsProvider)) throw new ConfigError('SMS_PROVIDER must be log or eskiz');
  if (smsProvider === 'eskiz' && (!env.ESKIZ_EMAIL || !env.ESKIZ_PASSWORD)) {
    throw new ConfigError('SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD');
  }
  const databasePoolSize = int(env, 'DATABASE_POOL_SIZE', 10, 1, 200);
  return {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: int(env, 'PORT', 3000, 0, 65535),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], true)!,
    databasePoolSize,
    // Half the pool by default: the other half stays for reads while payments wait on row locks.
    moneyConcurrency: int(env, 'MONEY_CONCURRENCY', Math.max(1, Math.floor(databasePoolSize / 2)), 1, 200),
    listCacheMb: int(env, 'LIST_CACHE_MB', 64, 0, 4096),
    idempotencyKeyDays: int(env, 'IDEMPOTENCY_KEY_DAYS', 7, 1, 3650),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], false),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 15 * 60, 10),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL', 5 * 24 * 3600, 60),
    adminPhone: env.ADMIN_PHONE || '+998901234567',
    adminPassword: env.ADMIN_PASSWORD || 'admin12345',
    smsProvider,
    eskiz: {
      baseUrl: env.ESKIZ_BASE_URL || 'https://notify.eskiz.uz/api',
      email: env.ESKIZ_EMAIL || '',
      password: env.ESKIZ_PASSWORD || '',
      from: env.ESKIZ_FROM || '4546',
    },
    sms: { attempts: int(env, 'SMS_ATTEMPTS', 5, 1, 50), backoffMs: int(env, 'SMS_BACKOFF_MS', 5000, 1, 3_600_000) },
    queuePrefix: env.QUEUE_PREFIX || `mijozlar:${databaseName(env.DATABASE_URL)}`,
    debtReminders: {
      hour: int(env, 'DEBT_REMINDER_HOUR', 10, 0, 23),
      daysBefore: int(env, 'DEBT_REMINDER_DAYS_BEFORE', 3, 0, 60),
      language: reminderLanguage(env.DEBT_REMINDER_LANGUAGE),
    },
    cbuRates: {
      url: cbuRatesUrl(env.CBU_RATES_URL),
      hour: int(env, 'CBU_RATES_HOUR', 9, 0, 23),
      timeoutMs: int(env, 'CBU_RATES_TIMEOUT_MS', 15_000, 100, 120_000),
    },
    uploadDir: resolve(env.UPLOAD_DIR || resolve(repoRoot, '.data/uploads')),
    adminDistDir: resolve(env.ADMIN_DIST_DIR || resolve(repoRoot, 'apps/admin/dist')),
    serveAdmin: bool(env, 'SERVE_ADMIN', true),
    migrationsDir: resolve(env.MIGRATIONS_DIR || resolve(repoRoot, 'prisma/migrations')),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    runWorker: bool(env, 'RUN_WORKER', true),
    apiProcesses: int(env, 'API_PROCESSES', nodeEnv === 'production' ? availableParallelism() : 1, 1, 64),
    threeDUrl: env.THREE_D_URL || '',
    trustProxy: proxies(env),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    jsonMaxDepth: int(env, 'JSON_MAX_DEPTH', 10, 2, 64),
    refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 30, 0, 300),
    login: {
      maxPerPhoneIp: int(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
      maxPerPhone: int(env, 'LOGIN_MAX_FAILURES_PER_PHONE', 10, 1, 1000),
      maxPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 30, 1, 100000),
      windowSeconds: 15 * 60,
    },
    recovery: {
      maxPerPhone: int(env, 'RECOVERY_MAX_PER_PHONE', 3, 1, 1000),
      maxPerIp: int(env, 'RECOVERY_MAX_PER_IP', 10, 1, 100000),
      windowSeconds: 15 * 60,
    },
    publicRateLimit: { max: int(env, 'PUBLIC_RATE_LIMIT', 120, 1, 1_000_000), windowSeconds: 60 },
    smsQueueTimeoutMs: int(env, 'SMS_QUEUE_TIMEOUT_MS', 500, 50, 10000),
    importConcurrency: int(env, 'IMPORT_CONCURRENCY', 2, 1, 16),
    importSlotTtlMs: int(env, 'IMPORT_SLOT_TTL_MS', 30_000, 1_000, 600_000),
    audit: auditSettings(env, nodeEnv),
    backup: {
      dir: backupDir(env.BACKUP_DIR, nodeEnv),
      hour: int(env, 'BACKUP_HOUR', 2, 0, 23),
      keep: int(env, 'BACKUP_KEEP', 14, 1, 1000),
      tools: { pgBinDir: env.PG_BIN_DIR ? resolve(env.PG_BIN_DIR) : null, path: (env.PATH ?? '').split(delimiter).filter(Boolean) },
    },
    migrationLockTimeoutMs: int(env, 'MIGRATION_LOCK_TIMEOUT_MS', 10_000, 100, 3_600_000),
    appVersion: appVersion(),
    documents: {
      pdfConcurrency: int(env, 'DOCUMENTS_PDF_CONCURRENCY', 2, 1, 16),
      libreOfficePath: libreOfficePath(env),
    },
  };
}

/** LIBREOFFICE_PATH: an executable file, or `off`; unset: found on PATH (null when none is). */
function libreOfficePath(env: NodeJS.ProcessEnv): string | null {
  const raw = (env.LIBREOFFICE_PATH ?? '').trim();
  if (raw === '') return findLibreOffice(env.PATH ?? '');
  if (/^(0|false|no|off)$/i.test(raw)) return null;
  const path = resolve(raw);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new ConfigError(`LIBREOFFICE_PATH must be an executable file (LibreOffice's soffice) or off, got "${raw}"`);
  }
  return path;
}

function auditSettings(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['nodeEnv']): AppConfig['audit'] {
  const trail = env.AUDIT_TRAIL || 'on';
  if (trail !== 'on' && trail !== 'off') throw new ConfigError('AUDIT_TRAIL must be on or off');
  if (trail === 'off' && nodeEnv === 'production') throw new ConfigError('AUDIT_TRAIL=off is for benchmarks only, never in production');
  return { strict: bool(env, 'AUDIT_STRICT', nodeEnv === 'test'), benchmarkOff: trail === 'off' };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
