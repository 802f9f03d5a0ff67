import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';

describe('circuit breaker', () => {
  it('opens after repeated failures, lets one probe through later, closes on its success', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 1000, () => now);
    const fail = () => Promise.reject(new Error('down'));
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail, 50)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    await expect(breaker.run(() => Promise.resolve(1), 50)).rejects.toBeInstanceOf(CircuitOpenError);
    now = 1001;
    expect(breaker.state).toBe('half-open');
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false); // one probe at a time
    breaker.success();
    expect(breaker.state).toBe('closed');
  });

  it('a call that does not answer in time counts as a failure', async () => {
    const breaker = new CircuitBreaker(1, 1000);
    await expect(breaker.run(() => new Promise(() => undefined), 20)).rejects.toThrow(/no answer within 20 ms/);
    expect(breaker.state).toBe('open');
  });
});
