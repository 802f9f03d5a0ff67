import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { runMigrations } from '../../src/database/migrator';
import { createPrismaClient } from '../../src/database/prisma-client';
import { runSeed } from '../../src/seed/seed';
import { databaseUrl, quoteIdent, serverUrl, withServer } from './databases';

export const TEST_ADMIN_PHONE = '+998901234567';
export const TEST_ADMIN_PASSWORD = 'admin12345';

/** Migrates and seeds one template database per run; each test file clones it (fast, isolated). */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `mijozlar_test_${runId}_tpl`;
  await withServer((c) => c.query(`CREATE DATABASE ${quoteIdent(template)}`));
  const url = databaseUrl(template);
  await runMigrations(url, join(__dirname, '../../../../prisma/migrations'));
  const prisma = createPrismaClient(url, { max: 2 });
  try {
    await runSeed(prisma, { adminPhone: TEST_ADMIN_PHONE, adminPassword: TEST_ADMIN_PASSWORD });
  } finally {
    await prisma.$disconnect();
  }
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_TEMPLATE_DB = template;
  if (!process.env.TEST_QUIET) {
    const where = new URL(serverUrl());
    console.log(`\nAPI tests: PostgreSQL ${where.host}, Redis ${process.env.REDIS_URL || 'redis://127.0.0.1:6379'}`);
  }
}
