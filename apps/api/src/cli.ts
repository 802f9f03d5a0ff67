import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createPrismaClient } from './database/prisma-client';
import { assertSchemaKnown, MigrationError, runMigrations } from './database/migrator';
import { createBackup } from './jobs/backup/backup-archive';
import { restoreBackup } from './jobs/backup/backup-restore';
import { BackupError } from './jobs/backup/pg-tools';
import { runSeed } from './seed/seed';
import { runDemoSeed } from './seed/demo-seed';
import { startJobWorker } from './jobs/start-worker';

const USAGE = `Usage: node dist/cli.js <command>
  migrate          apply pending migrations (prisma/migrations)
  seed [--demo]    load reference data, roles and the admin user (idempotent); --demo adds demo data
  worker           run the job workers (SMS delivery, booking expiry, debt reminders, backups) without serving HTTP
  backup [--out DIR]        write mijozlar-<YYYYMMDD-HHMMSS>.tar (database, uploads, manifest) into DIR
                            (default BACKUP_DIR, else the current folder)
  restore FILE [--force]    restore a backup into DATABASE_URL's database (created if missing; one that
                            holds tables only with --force) and UPLOAD_DIR, check it, apply newer migrations`;

/** The value after `--name`, or undefined; a flag without its value is a usage error. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  const log = (msg: string) => console.log(`[${command}] ${msg}`);
  switch (command) {
    case 'migrate': {
      const applied = await runMigrations(config.databaseUrl, config.migrationsDir, log, { lockTimeoutMs: config.migrationLockTimeoutMs });
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
      // An older build on a newer schema stops here (MigrationError); an unreachable database does not.
      await assertSchemaKnown(config.databaseUrl, config.migrationsDir).catch((err: unknown) => {
        if (err instanceof MigrationError) throw err;
        console.error(`Could not check the database schema's version: ${(err as Error).message}`);
      });
      await startJobWorker(config);
      return; // keeps running until SIGTERM
    }
    case 'backup': {
      const unknown = args.filter((arg, i) => arg !== '--out' && args[i - 1] !== '--out');
      if (unknown.length) throw new UsageError(`unknown argument(s): ${unknown.join(' ')}`);
      const outDir = option(args, '--out') ?? config.backup.dir ?? process.cwd();
      const result = await createBackup({
        databaseUrl: config.databaseUrl,
        uploadDir: config.uploadDir,
        outDir,
        appVersion: config.appVersion,
        tools: config.backup.tools,
        log,
      });
      const tables = Object.keys(result.manifest.counts).length;
      log(`wrote ${result.file} (${result.size} bytes: ${tables} tables, ${result.manifest.wallets.length} wallets, ${result.manifest.uploads.files} upload files)`);
      return;
    }
    case 'restore': {
      const files = args.filter((arg) => arg !== '--force');
      if (files.length !== 1 || files[0].startsWith('--')) throw new UsageError('restore needs one backup file (and optionally --force)');
      const result = await restoreBackup({
        file: files[0],
        databaseUrl: config.databaseUrl,
        uploadDir: config.uploadDir,
        migrationsDir: config.migrationsDir,
        tools: config.backup.tools,
        force: args.includes('--force'),
        log,
      });
      if (result.differences.length) {
        console.error(`[restore] the restored data differs from the backup's manifest:\n  ${result.differences.join('\n  ')}`);
        process.exit(1);
      }
      log(`restored: every table count, wallet balance and upload file of the manifest found again${result.migrated.length ? `; applied ${result.migrated.length} newer migration(s)` : ''}`);
      return;
    }
    default:
      console.error(USAGE);
      process.exit(command ? 2 : 0);
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else if (err instanceof UsageError) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(2);
  } else if (err instanceof MigrationError || err instanceof BackupError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
