import { Logger, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work done every `intervalMs` in the job worker (and in the API process when RUN_WORKER is on):
 * one round at a time per process (a tick while a round runs is skipped), a failed round is logged
 * and tried again at the next tick, and shutdown waits for the round in progress. A subclass gives
 * the round; `kick()` runs one now (after a write that has work for it).
 */
export abstract class IntervalJob implements OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private enabled = false;

  protected abstract readonly logger: Logger;

  /** One round of the work (what a tick runs). */
  protected abstract runOnce(): Promise<unknown>;

  /** How a failed round is logged (the next tick tries again). */
  protected failed(err: unknown): void {
    this.logger.error({ err }, 'round failed, retrying at the next tick');
  }

  start(intervalMs: number): void {
    this.enabled = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.enabled || this.running) return;
    this.running = this.runOnce()
      .catch((err: unknown) => this.failed(err))
      .finally(() => (this.running = undefined));
  }

  async onApplicationShutdown(): Promise<void> {
    this.enabled = false;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
