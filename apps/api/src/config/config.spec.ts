import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'postgresql://u@localhost:5432/db' };

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const c = loadConfig({ ...base });
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      redisUrl: null,
      smsProvider: 'log',
      adminPhone: '+998901234567',
      adminPassword: 'admin12345',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 432000,
      runWorker: true,
    });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{}, /DATABASE_URL is required/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with/],
    [{ ...base, PORT: 'eighty' }, /PORT must be an integer/],
    [{ ...base, PORT: '70000' }, /PORT must be an integer/],
    [{ ...base, REDIS_URL: 'http://x' }, /REDIS_URL must start with/],
    [{ ...base, NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    [{ ...base, JWT_SECRET: 'short' }, /at least 32/],
    [{ ...base, SMS_PROVIDER: 'eskiz' }, /ESKIZ_EMAIL and ESKIZ_PASSWORD/],
    [{ ...base, SMS_PROVIDER: 'carrier-pigeon' }, /SMS_PROVIDER must be/],
    [{ ...base, RUN_WORKER: 'maybe' }, /RUN_WORKER must be true or false/],
    [{ ...base, CBU_RATES_URL: 'https://cbu.uz/json/USD/' }, /CBU_RATES_URL must contain \{date\}/],
    [{ ...base, CBU_RATES_URL: 'ftp://cbu.uz/{date}/' }, /CBU_RATES_URL must start with/],
    [{ ...base, CBU_RATES_HOUR: '24' }, /CBU_RATES_HOUR must be an integer/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });

  it('CBU_RATES_*: the bank by default at 9 (Tashkent), off turns the job off, a local fake for tests', () => {
    expect(loadConfig({ ...base }).cbuRates).toEqual({ url: 'https://cbu.uz/uz/arkhiv-kursov-valyut/json/USD/{date}/', hour: 9, timeoutMs: 15000 });
    expect(loadConfig({ ...base, CBU_RATES_URL: 'off' }).cbuRates.url).toBeNull();
    expect(loadConfig({ ...base, CBU_RATES_URL: 'http://127.0.0.1:9/usd/{date}/', CBU_RATES_HOUR: '0', CBU_RATES_TIMEOUT_MS: '500' }).cbuRates).toEqual({
      url: 'http://127.0.0.1:9/usd/{date}/',
      hour: 0,
      timeoutMs: 500,
    });
  });

  it('BACKUP_*: nightly into .data/backups at 2 (Tashkent), 14 files kept; off, or none under tests unless named', () => {
    const backup = loadConfig({ ...base, NODE_ENV: 'development' }).backup;
    expect(backup).toMatchObject({ hour: 2, keep: 14, tools: { pgBinDir: null } });
    expect(backup.dir).toMatch(/[/\\]\.data[/\\]backups$/);
    expect(loadConfig({ ...base, NODE_ENV: 'development', BACKUP_DIR: 'off' }).backup.dir).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).backup.dir).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'test', BACKUP_DIR: '/srv/b', BACKUP_HOUR: '23', BACKUP_KEEP: '3', PG_BIN_DIR: '/opt/pg/bin', PATH: '/a:/b' }).backup).toEqual({
      dir: '/srv/b',
      hour: 23,
      keep: 3,
      tools: { pgBinDir: '/opt/pg/bin', path: ['/a', '/b'] },
    });
    expect(() => loadConfig({ ...base, BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('DOCUMENTS_PDF_CONCURRENCY and LIBREOFFICE_PATH: 2 at a time; soffice from PATH, a named executable, or off', () => {
    const { mkdtempSync, writeFileSync, chmodSync } = require('node:fs');
    const { join } = require('node:path');
    const dir = mkdtempSync(join(require('node:os').tmpdir(), 'lo-'));
    writeFileSync(join(dir, 'soffice'), '#!/bin/sh\n');
    chmodSync(join(dir, 'soffice'), 0o755);
    expect(loadConfig({ ...base, PATH: '/nonexistent' }).documents).toEqual({ pdfConcurrency: 2, libreOfficePath: null });
    expect(loadConfig({ ...base, PATH: dir }).documents.libreOfficePath).toBe(join(dir, 'soffice'));
    expect(loadConfig({ ...base, PATH: dir, LIBREOFFICE_PATH: 'off' }).documents.libreOfficePath).toBeNull();
    expect(loadConfig({ ...base, LIBREOFFICE_PATH: join(dir, 'soffice'), DOCUMENTS_PDF_CONCURRENCY: '4' }).documents).toEqual({
      pdfConcurrency: 4,
      libreOfficePath: join(dir, 'soffice'),
    });
    expect(() => loadConfig({ ...base, LIBREOFFICE_PATH: join(dir, 'nothing') })).toThrow(/LIBREOFFICE_PATH/);
    expect(() => loadConfig({ ...base, DOCUMENTS_PDF_CONCURRENCY: '0' })).toThrow(/DOCUMENTS_PDF_CONCURRENCY/);
  });

  it('reads booleans and numbers', () => {
    const c = loadConfig({ ...base, RUN_WORKER: 'false', PORT: '8080', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(c).toMatchObject({ runWorker: false, port: 8080, nodeEnv: 'production', jwtSecret: 'x'.repeat(40) });
  });
});

describe('hardening settings (limits, throttles, timeouts)', () => {
  it('TRUST_PROXY: off by default, a list of proxies, never "trust anyone"', () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/list the proxy addresses/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY must list/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must list/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY must list/);
  });

  it('has the documented limits', () => {
    expect(loadConfig({ ...base })).toMatchObject({
      jsonMaxDepth: 10,
      refreshGraceSeconds: 30,
      login: { maxPerPhoneIp: 5, maxPerPhone: 10, maxPerIp: 30, windowSeconds: 900 },
      recovery: { maxPerPhone: 3, maxPerIp: 10, windowSeconds: 900 },
      publicRateLimit: { max: 120, windowSeconds: 60 },
      smsQueueTimeoutMs: 500,
      importConcurrency: 2,
    });
    expect(loadConfig({ ...base, LOGIN_MAX_FAILURES_PER_PHONE: '20' }).login.maxPerPhone).toBe(20);
    expect(() => loadConfig({ ...base, JSON_MAX_DEPTH: '1' })).toThrow(/JSON_MAX_DEPTH/);
  });
});
