import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import { AppConfig, ConfigError, loadConfig } from './config/config';
import { createApp } from './app.factory';
import { startJobs, startJobWorker } from './jobs/start-worker';
import { assertSchemaKnown, MigrationError } from './database/migrator';

/**
 * One process (API_PROCESSES=1, the default outside production): HTTP, and the job workers too
 * unless RUN_WORKER=0. Several (production: one per core): this process only supervises; it forks
 * API_PROCESSES HTTP processes that share the port (Node's cluster module balances connections
 * between them) and, unless RUN_WORKER=0, one job-worker process, so that jobs never compete with
 * requests for an event loop. A process that dies is started again after a second.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  try {
    await assertSchemaKnown(config.databaseUrl, config.migrationsDir);
  } catch (err) {
    // An older build on a newer schema stops here; a database that does not answer yet is the
    // readiness check's business (503 until it does), not a reason to exit.
    if (err instanceof MigrationError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(`Could not check the database schema's version: ${(err as Error).message}`);
  }
  const role = process.env.MIJOZLAR_PROCESS_ROLE;
  if (role === 'jobs') return startJobWorker(config);
  if (role === 'http') return serve(config, false);
  if (config.apiProcesses <= 1) return serve(config, config.runWorker);
  supervise(config);
}

async function serve(config: AppConfig, withJobs: boolean): Promise<void> {
  const app = await createApp(config);
  if (withJobs) startJobs(app);
  await app.listen({ port: config.port, host: config.host });
}

function supervise(config: AppConfig): void {
  const roles = new Map<Worker, string>();
  let stopping = false;
  const start = (role: 'http' | 'jobs') => {
    const worker = cluster.fork({ MIJOZLAR_PROCESS_ROLE: role });
    roles.set(worker, role);
    worker.on('exit', (code, signal) => {
      roles.delete(worker);
      if (stopping) {
        if (roles.size === 0) process.exit(0);
        return;
      }
      console.error(`${role} process ${worker.process.pid} exited (${signal ?? code}); starting another in 1 s`);
      setTimeout(() => !stopping && start(role), 1000);
    });
  };
  console.log(`supervisor ${process.pid}: ${config.apiProcesses} HTTP processes on ${config.host}:${config.port}${config.runWorker ? ' and one job worker' : ''}`);
  for (let i = 0; i < config.apiProcesses; i++) start('http');
  if (config.runWorker) start('jobs');
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of roles.keys()) worker.process.kill(signal);
    // Workers finish their requests and close their pools; do not wait for ever, but long enough
    // for an import being parsed (up to 60 s) to finish and answer. Compose waits 75 s.
    setTimeout(() => process.exit(0), 70_000).unref();
    if (roles.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
