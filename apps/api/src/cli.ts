import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createPrismaClient } from './database/prisma-client';
import { runMigrations } from './database/migrator';
import { runSeed } from './seed/seed';
import { runDemoSeed } from './seed/demo-seed';
import { startJobWorker } from './jobs/start-worker';

const USAGE = `Usage: node dist/cli.js <command>
  migrate          apply pending migrations (prisma/migrations)
  seed [--demo]    load reference data, roles and the admin user (idempotent); --demo adds demo data
  worker           run the job workers (SMS delivery, booking expiry, debt reminders) without serving HTTP`;

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  const log = (msg: string) => console.log(`[${command}] ${msg}`);
  switch (command) {
    case 'migrate': {
      const applied = await runMigrations(config.databaseUrl, config.migrationsDir, log);
      log(applied.length ? `applied ${applied.length} migration(s)` : 'database is up to date');
      return;
    }
    case 'seed': {
      const prisma = createPrismaClient(config.databaseUrl, { max: 2 });
      try {
        await runSeed(prisma, { adminPhone: config.adminPhone, adminPassword: config.adminPassword, log });
        if (args.includes('--demo')) await runDemoSeed(prisma, log);
      } finally {
        await prisma.$disconnect();
      }
      return;
    }
    case 'worker': {
      await startJobWorker(config);
      return; // keeps running until SIGTERM
    }
    default:
      console.error(USAGE);
      process.exit(command ? 2 : 0);
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
