import { MoneyGate } from './money-gate';
import type { AppConfig } from '../../config/config';

describe('MoneyGate', () => {
  const gate = (limit: number) => new MoneyGate({ moneyConcurrency: limit } as AppConfig);
  const deferred = () => {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    return { done, release };
  };

  it('lets `limit` transactions run at once; the next starts when one ends, in arrival order', async () => {
    const g = gate(2);
    const started: number[] = [];
    const locks = [deferred(), deferred(), deferred(), deferred()];
    const runs = locks.map((lock, i) => g.run(async () => { started.push(i); await lock.done; return i; }));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    locks[1].release();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    locks[0].release();
    locks[2].release();
    locks[3].release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('a failed transaction gives its turn back', async () => {
    const g = gate(1);
    await expect(g.run(async () => { throw new Error('refused'); })).rejects.toThrow('refused');
    expect(await g.run(async () => 'next')).toBe('next');
  });

  it('a transaction that waits 10 s for its turn is a 503 busy with Retry-After, and leaves the queue', async () => {
    jest.useFakeTimers();
    try {
      const g = gate(1);
      const hold = deferred();
      const first = g.run(() => hold.done);
      const second = g.run(async () => 'never');
      jest.advanceTimersByTime(10_001);
      await expect(second).rejects.toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });
      hold.release();
      await first;
      expect(await g.run(async () => 'free again')).toBe('free again');
    } finally {
      jest.useRealTimers();
    }
  });
});
