import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

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
  uploadDir: string;
  adminDistDir: string;
  serveAdmin: boolean;
  migrationsDir: string;
  logLevel: string;
  runWorker: boolean;
  threeDUrl: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
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
  return {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: int(env, 'PORT', 3000, 0, 65535),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], true)!,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
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
    uploadDir: resolve(env.UPLOAD_DIR || resolve(repoRoot, '.data/uploads')),
    adminDistDir: resolve(env.ADMIN_DIST_DIR || resolve(repoRoot, 'apps/admin/dist')),
    serveAdmin: bool(env, 'SERVE_ADMIN', true),
    migrationsDir: resolve(env.MIGRATIONS_DIR || resolve(repoRoot, 'prisma/migrations')),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    runWorker: bool(env, 'RUN_WORKER', true),
    threeDUrl: env.THREE_D_URL || '',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
