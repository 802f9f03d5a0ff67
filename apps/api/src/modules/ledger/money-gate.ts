import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { ApiError } from '../../common/errors/api-error';

/** How long a money transaction may wait for its turn in this process before a 503 busy. */
const MONEY_WAIT_MS = 10_000;

/**
 * At most MONEY_CONCURRENCY money transactions of this process hold a database connection at
 * once; the others wait here, holding none. Payments queued on one debt's row lock each hold a
 * pooled connection while they wait, so without this a burst of them took every connection and
 * the lists, searches and the dashboard waited behind them. The rest of the pool stays for reads.
 */
@Injectable()
export class MoneyGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = config.moneyConcurrency;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        this.active += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: ErrorCode.BUSY }], { 'Retry-After': '1' }));
      }, MONEY_WAIT_MS);
      this.waiting.push(turn);
    });
  }

  private leave(): void {
    this.active -= 1;
    this.waiting.shift()?.();
  }
}
