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
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });

  it('reads booleans and numbers', () => {
    const c = loadConfig({ ...base, RUN_WORKER: 'false', PORT: '8080', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(c).toMatchObject({ runWorker: false, port: 8080, nodeEnv: 'production', jwtSecret: 'x'.repeat(40) });
  });
});
