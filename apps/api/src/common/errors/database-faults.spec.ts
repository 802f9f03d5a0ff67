import { databaseFault } from './database-faults';

describe('databaseFault', () => {
  const adapterError = (cause: object) => ({ name: 'DriverAdapterError', cause });
  const prismaRaw = (cause: object) => Object.assign(new Error('Raw query failed'), { code: 'P2010', meta: { driverAdapterError: adapterError(cause) } });

  it('a terminated backend, as Prisma reports it for a raw query and inside a transaction', () => {
    expect(databaseFault(prismaRaw({ kind: 'postgres', code: '57P01', originalCode: '57P01', message: 'terminating connection due to administrator command' }))).toBe('unavailable');
    expect(databaseFault(adapterError({ kind: 'ConnectionClosed' }))).toBe('unavailable');
    expect(databaseFault(adapterError({ kind: 'DatabaseNotReachable', host: 'x', port: 5432 }))).toBe('unavailable');
  });

  it('node-postgres errors: a lost socket, a refused connection, a pool that could not connect in time', () => {
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('x'), { code: 'P1017' }))).toBe('unavailable');
  });

  it('a lock or statement that waited too long is busy', () => {
    expect(databaseFault(prismaRaw({ kind: 'postgres', code: '55P03', originalCode: '55P03' }))).toBe('busy');
    expect(databaseFault(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe('busy');
  });

  it('anything else is not a database fault (constraint violations, bugs, cycles)', () => {
    expect(databaseFault(prismaRaw({ kind: 'postgres', code: '23505', originalCode: '23505' }))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(databaseFault(cyclic)).toBeNull();
  });
});
