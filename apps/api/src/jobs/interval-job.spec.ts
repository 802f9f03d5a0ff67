import { Logger } from '@nestjs/common';
import { IntervalJob } from './interval-job';

class Job extends IntervalJob {
  protected readonly logger = new Logger('Test');
  rounds = 0;
  failures: unknown[] = [];
  gate: Promise<void> = Promise.resolve();
  fail = false;

  protected async runOnce(): Promise<void> {
    this.rounds += 1;
    await this.gate;
    if (this.fail) throw new Error('boom');
  }

  protected override failed(err: unknown): void {
    this.failures.push(err);
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('IntervalJob', () => {
  it('runs a round at start, never two at once, and nothing before start or after shutdown', async () => {
    const job = new Job();
    job.kick();
    expect(job.rounds).toBe(0); // not started
    let open!: () => void;
    job.gate = new Promise<void>((resolve) => (open = resolve));
    job.start(60_000);
    expect(job.rounds).toBe(1);
    job.kick();
    job.kick();
    expect(job.rounds).toBe(1); // the first round still runs
    open();
    await tick();
    job.kick();
    expect(job.rounds).toBe(2);
    await job.onApplicationShutdown();
    job.kick();
    expect(job.rounds).toBe(2);
  });

  it('logs a failed round and tries again at the next kick; shutdown waits for the running round', async () => {
    const job = new Job();
    job.fail = true;
    job.start(60_000);
    await tick();
    expect(job.failures).toHaveLength(1);
    job.fail = false;
    let open!: () => void;
    let finished = false;
    job.gate = new Promise<void>((resolve) => (open = resolve)).then(() => {
      finished = true;
    });
    job.kick();
    expect(job.rounds).toBe(2);
    const stopping = job.onApplicationShutdown();
    await tick();
    expect(finished).toBe(false);
    open();
    await stopping;
    expect(finished).toBe(true);
    expect(job.failures).toHaveLength(1);
  });
});
