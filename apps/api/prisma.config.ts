import { defineConfig } from 'prisma/config';

// Used only by `generate` and `migrate diff` (through scripts/prisma.mjs); no engine binaries.
export default defineConfig({
  engine: 'classic',
  schema: '../../prisma/schema.prisma',
  migrations: { path: '../../prisma/migrations' },
});
