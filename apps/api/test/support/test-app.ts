import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ALL_PERMISSIONS, PermissionCode } from '@mijozlar/shared';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/config';
import { PrismaService } from '../../src/database/prisma.service';
import { TokenService } from '../../src/modules/auth/token.service';
import { databaseUrl, quoteIdent, withServer } from './databases';
import { TEST_ADMIN_PASSWORD, TEST_ADMIN_PHONE } from './global-setup';

export { TEST_ADMIN_PASSWORD, TEST_ADMIN_PHONE };

/** A fresh database cloned from the run's template. */
export async function cloneDatabase(): Promise<string> {
  const template = process.env.TEST_TEMPLATE_DB;
  const runId = process.env.TEST_RUN_ID;
  if (!template || !runId) throw new Error('API tests need the e2e project global setup (jest --selectProjects e2e)');
  // Jest re-evaluates this module for every test file, so the name carries random bytes, not a counter.
  const name = `mijozlar_test_${runId}_w${process.env.JEST_WORKER_ID ?? 0}_${randomBytes(4).toString('hex')}`;
  await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`));
  return databaseUrl(name);
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  prisma: PrismaService;
  http: () => ReturnType<typeof request>;
  /** A user whose role has exactly these permissions; returns its id and an access token. */
  userWith(permissions: readonly PermissionCode[], extra?: { phone?: string; password_hash?: string }): Promise<{ id: number; token: string; phone: string }>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export function testEnv(databaseUrlValue: string, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrlValue,
    // REDIS_URL when given; none when scripts/test.mjs found no Redis; else the local server.
    REDIS_URL: process.env.REDIS_URL || (process.env.TEST_NO_REDIS ? '' : 'redis://127.0.0.1:6379'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
    SERVE_ADMIN: 'false',
    DATABASE_POOL_SIZE: '5',
    // Tests never reach the Central Bank; exchange-rates-cbu.e2e-spec.ts points this at a local fake.
    CBU_RATES_URL: 'off',
    // On by default under NODE_ENV=test: a change without its audit entry answers 500.
    ...(process.env.AUDIT_STRICT ? { AUDIT_STRICT: process.env.AUDIT_STRICT } : {}),
    ...overrides,
  };
}

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+99897${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig(testEnv(await cloneDatabase(), env));
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const prisma = app.get(PrismaService);
  const tokens = app.get(TokenService);

  const userWith: TestApp['userWith'] = async (permissions, extra = {}) => {
    const role = await prisma.role.create({
      data: {
        name: `test-role-${randomBytes(4).toString('hex')}`,
        permissions: { create: permissions.map((permission_code) => ({ permission_code })) },
      },
    });
    const phone = extra.phone ?? nextPhone();
    const user = await prisma.user.create({
      data: { phone_number: phone, full_name: 'Test User', password_hash: extra.password_hash ?? 'x', role_id: role.id },
    });
    const { access } = await tokens.issue(user);
    return { id: user.id, token: access, phone };
  };

  let adminAccess: string | undefined;
  return {
    app,
    config,
    prisma,
    http: () => request(app.getHttpServer()),
    userWith,
    adminToken: async () => {
      if (!adminAccess) {
        const admin = await prisma.user.findUniqueOrThrow({ where: { phone_number: TEST_ADMIN_PHONE } });
        adminAccess = (await tokens.issue(admin)).access;
      }
      return adminAccess;
    },
    close: async () => {
      try {
        await expectLedgerConsistent(prisma);
      } finally {
        await app.close();
      }
    },
  };
}

/**
 * Every e2e file ends with this (TestApp.close): each wallet's stored balance equals the sum of
 * its operations, and no balance is negative. A file that breaks the ledger fails here.
 */
export async function expectLedgerConsistent(prisma: PrismaService): Promise<void> {
  const broken = await prisma.$queryRaw<{ id: number; balance: string; operations: string }[]>`
    SELECT w.id, w.balance::text AS balance, COALESCE(s.total, 0)::text AS operations
    FROM wallet w
    LEFT JOIN (
      SELECT wallet_id, SUM(CASE operation_type WHEN 'replenish' THEN amount ELSE -amount END) AS total
      FROM wallet_operation GROUP BY wallet_id
    ) s ON s.wallet_id = w.id
    WHERE w.balance <> COALESCE(s.total, 0) OR w.balance < 0`;
  if (broken.length > 0) {
    throw new Error(`Ledger broken: wallet balance differs from the sum of its operations: ${JSON.stringify(broken)}`);
  }
}

export const ALL = ALL_PERMISSIONS;
