import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

// Used only by `generate` and `migrate diff` through scripts/prisma.mjs. The 'js' engine runs
// Prisma's WASM schema engine over node-postgres: no native engine, nothing downloaded. It wants a
// reachable PostgreSQL even to diff two schema files (DATABASE_URL, else the local server).
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: '../../prisma/schema.prisma',
  migrations: { path: '../../prisma/migrations' },
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres' }),
});
