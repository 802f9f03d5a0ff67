/**
 * A small circuit breaker for a dependency that may hang or be down (Redis). After `threshold`
 * consecutive failures it opens: `allow()` answers false for `openMs`, so callers skip the
 * dependency at once instead of each waiting for a timeout. Then one call is let through (half
 * open); its success closes the breaker, its failure opens it again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;

  constructor(
    private readonly threshold = 3,
    private readonly openMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.failures < this.threshold) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half-open';
  }

  /** Whether a call may go to the dependency now. In half-open state only one call at a time. */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.probing = false;
  }

  failure(): void {
    this.probing = false;
    this.failures += 1;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.openMs;
  }

  /** Runs `fn` under the breaker with a deadline; rejects at once while the breaker is open. */
  async run<T>(fn: () => Promise<T>, timeoutMs: number): Promise<T> {
    if (!this.allow()) throw new CircuitOpenError();
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        fn(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      this.success();
      return result;
    } catch (err) {
      this.failure();
      throw err;
    } finally {
      if (timer) clearTimeout(timer);
    }
  }
}

export class CircuitOpenError extends Error {
  constructor() {
    super('circuit open: dependency skipped after repeated failures');
  }
}
