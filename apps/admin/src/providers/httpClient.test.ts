import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryTokens } from '../test/helpers';
import { ApiError } from './apiErrors';
import { createHttpClient, RESEND_FOR_MS } from './httpClient';

/** A money request is sent again with its key until it has an answer that is not "try again". */
describe('resending money requests with their Idempotency-Key', () => {
  afterEach(() => vi.useRealTimers());

  function setup(answers: Array<Response | Error>) {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys: (string | null)[] = [];
    const waits: number[] = [];
    const resending: boolean[] = [];
    const onErrorPage = vi.fn();
    const http = createHttpClient({
      baseUrl: '/api',
      tokens: memoryTokens({ access: 'A1', refresh: 'R1' }),
      getLocale: () => 'uz',
      onErrorPage,
      onResend: (value) => resending.push(value),
      sleep: async (ms) => {
        waits.push(ms);
        vi.setSystemTime(Date.now() + ms);
      },
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        if (next instanceof Error) throw next;
        return next;
      }) as typeof fetch,
    });
    const pay = (key: string | null = 'key-1') => http.request<{ id: number }>('payment-report', { method: 'POST', body: { amount: '10' }, idempotencyKey: key ?? undefined });
    return { pay, keys, waits, resending, onErrorPage };
  }
  const inProgress = () => jsonResponse(409, { errors: [{ field: null, code: 'idempotency.in_progress', message: '…' }] });

  it('an answer lost to the network: sent again with the same key, the first answer taken, "checking" shown meanwhile', async () => {
    const { pay, keys, resending } = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), jsonResponse(201, { id: 7 })]);
    await expect(pay()).resolves.toEqual({ id: 7 });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(resending).toEqual([true, false]);
  });

  it('the first attempt still running (409 idempotency.in_progress) or the server unavailable (503 Retry-After): waits as told, then the answer', async () => {
    const { pay, keys, waits, onErrorPage } = setup([inProgress(), jsonResponse(503, { errors: [{ field: null, code: 'database.unavailable' }] }, { 'Retry-After': '2' }), jsonResponse(201, { id: 8 })]);
    await expect(pay()).resolves.toEqual({ id: 8 });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(waits).toEqual([1000, 2000]);
    expect(onErrorPage).not.toHaveBeenCalled();
  });

  it('a refusal is final at once: 409 room.not_free, 400 — not resent', async () => {
    const { pay, keys, resending } = setup([jsonResponse(409, { errors: [{ field: 'room', code: 'room.not_free', message: 'x' }] })]);
    await expect(pay()).rejects.toMatchObject({ status: 409 });
    expect(keys).toHaveLength(1);
    expect(resending).toEqual([]);
  });

  it('without a key nothing is resent (a request that is not safe to repeat)', async () => {
    const { pay, keys } = setup([new TypeError('Failed to fetch')]);
    await expect(pay(null)).rejects.toBeInstanceOf(ApiError);
    expect(keys).toEqual([null]);
  });

  it(`gives up after ${RESEND_FOR_MS / 1000} s with the last answer, and the form keeps its key for the next try`, async () => {
    const { pay, waits, resending, onErrorPage } = setup(Array.from({ length: 40 }, () => jsonResponse(503, { errors: [{ field: null, code: 'busy' }] })));
    await expect(pay()).rejects.toMatchObject({ status: 503 });
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThan(RESEND_FOR_MS);
    expect(waits.length).toBeGreaterThan(5);
    expect(resending).toEqual([true, false]);
    expect(onErrorPage).toHaveBeenCalledTimes(1);
  });
});
