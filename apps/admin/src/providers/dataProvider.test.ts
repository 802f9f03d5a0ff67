import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryTokens } from '../test/helpers';
import { ApiError, GENERIC_ERROR_MESSAGE, SILENT_ERROR_MESSAGE } from './apiErrors';
import { createDataProvider, toOrdering } from './dataProvider';
import { createHttpClient } from './httpClient';
import { createI18nProvider } from './i18nProvider';

type FetchCall = { url: string; init: RequestInit };

function setup(responses: Array<Response | ((call: FetchCall) => Response)>, options: { locale?: string; access?: string | null; refresh?: string | null } = {}) {
  const calls: FetchCall[] = [];
  const queue = [...responses];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const next = queue.shift();
    if (!next) throw new Error(`Unexpected request ${call.url}`);
    return typeof next === 'function' ? next(call) : next;
  });
  const tokens = memoryTokens({ access: options.access === undefined ? 'A1' : options.access, refresh: options.refresh === undefined ? 'R1' : options.refresh });
  const onErrorPage = vi.fn();
  const http = createHttpClient({ baseUrl: '/api', tokens, getLocale: () => options.locale ?? 'uz', onErrorPage, fetch: fetch as typeof globalThis.fetch });
  return { dataProvider: createDataProvider(http), http, calls, tokens, fetch, onErrorPage };
}

const header = (call: FetchCall, name: string) => new Headers(call.init.headers).get(name);
const body = (call: FetchCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

describe('dataProvider list conventions', () => {
  it('turns pagination, sort and filters into the API query, with a trailing slash', async () => {
    const { dataProvider, calls } = setup([jsonResponse(200, { count: 42, results: [{ id: 7, full_name: 'Ali' }] })]);

    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'date_joined', order: 'DESC' },
      filter: { q: ' ali ', role: 3, is_active: 'true', empty: '' },
    });

    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/account/user/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      page_size: '25',
      ordering: '-date_joined',
      search: 'ali',
      role: '3',
      is_active: 'true',
    });
    expect(result).toEqual({ data: [{ id: 7, full_name: 'Ali' }], total: 42 });
  });

  it('sends no ordering when no column is sorted, and ascending without a minus', () => {
    expect(toOrdering({ field: '', order: 'ASC' })).toBeUndefined();
    expect(toOrdering({ field: 'full_name', order: 'ASC' })).toBe('full_name');
    expect(toOrdering({ field: 'full_name,id', order: 'DESC' })).toBe('-full_name,-id');
  });

  it('maps resources to API paths for every CRUD method', async () => {
    const { dataProvider, calls } = setup([
      jsonResponse(200, { id: 5 }),
      jsonResponse(201, { id: 6 }),
      jsonResponse(200, { id: 5 }),
      new Response(null, { status: 204 }),
    ]);
    await dataProvider.getOne('users', { id: 5 });
    await dataProvider.create('users', { data: { full_name: 'X' } });
    await dataProvider.update('users', { id: 5, data: { full_name: 'Y' }, previousData: { id: 5 } });
    const deleted = await dataProvider.delete('users', { id: 5, previousData: { id: 5, full_name: 'Y' } });

    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/account/user/5/',
      'POST /api/account/user/',
      'PUT /api/account/user/5/',
      'DELETE /api/account/user/5/',
    ]);
    expect(body(calls[2])).toEqual({ full_name: 'Y' });
    expect(deleted.data).toEqual({ id: 5, full_name: 'Y' });
  });

  it('refuses a resource without an API path instead of guessing one', async () => {
    const { dataProvider, fetch } = setup([]);
    await expect(
      dataProvider.getList('no-such-resource', { pagination: { page: 1, perPage: 20 }, sort: { field: '', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow(/Unknown resource "no-such-resource"/);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('request headers', () => {
  it('sends the bearer token, the current locale and the XSRF cookie', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; Path=/';
    const { dataProvider, calls } = setup([jsonResponse(200, { id: 1 })], { locale: 'ru' });
    await dataProvider.getOne('users', { id: 1 });
    expect(header(calls[0], 'Authorization')).toBe('Bearer A1');
    expect(header(calls[0], 'Accept-Language')).toBe('ru');
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBe('xsrf-123');
  });

  it('follows the interface language when it changes', async () => {
    const i18n = createI18nProvider({ initialLocale: 'uz' });
    const calls: string[] = [];
    const http = createHttpClient({
      baseUrl: '/api',
      tokens: memoryTokens({ access: 'A' }),
      getLocale: () => i18n.getLocale(),
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new Headers(init?.headers).get('Accept-Language') ?? '');
        return jsonResponse(200, {});
      }) as typeof fetch,
    });
    await http.request('account/user/profile');
    await i18n.changeLocale('ru');
    await http.request('account/user/profile');
    expect(calls).toEqual(['uz', 'ru']);
    expect(window.localStorage.getItem('locale')).toBe('ru');
  });
});

describe('401: refresh once, retry once', () => {
  it('refreshes the tokens, stores the rotated pair and retries with the new access token', async () => {
    const { dataProvider, calls, tokens } = setup([
      jsonResponse(401, { errors: [{ field: null, code: 'unauthorized', message: 'x' }] }),
      jsonResponse(200, { access: 'A2', refresh: 'R2' }),
      jsonResponse(200, { id: 1 }),
    ]);

    const result = await dataProvider.getOne('users', { id: 1 });

    expect(result.data).toEqual({ id: 1 });
    expect(calls[1].url).toBe('/api/account/token/refresh/');
    expect(body(calls[1])).toEqual({ refresh: 'R1' });
    expect(header(calls[1], 'Authorization')).toBeNull();
    expect(header(calls[2], 'Authorization')).toBe('Bearer A2');
    expect(tokens.access).toBe('A2');
    expect(tokens.refresh).toBe('R2');
  });

  it('does not loop: a second 401 after the refresh is thrown, marked as already refreshed', async () => {
    const { dataProvider, calls } = setup([
      jsonResponse(401),
      jsonResponse(200, { access: 'A2', refresh: 'R2' }),
      jsonResponse(401),
    ]);
    const error = await dataProvider.getOne('users', { id: 1 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).refreshAttempted).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('clears the session when the refresh fails, without retrying', async () => {
    const { dataProvider, calls, tokens } = setup([jsonResponse(401), jsonResponse(401)]);
    const error = (await dataProvider.getOne('users', { id: 1 }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
  });

  it('shares one refresh between requests that fail together (rotating tokens must not be reused)', async () => {
    let refreshes = 0;
    const { http, calls } = setup([
      jsonResponse(401),
      jsonResponse(401),
      () => {
        refreshes += 1;
        return jsonResponse(200, { access: 'A2', refresh: 'R2' });
      },
      jsonResponse(200, { n: 1 }),
      jsonResponse(200, { n: 2 }),
    ]);
    const results = await Promise.all([http.request('account/user'), http.request('account/role')]);
    expect(refreshes).toBe(1);
    expect(results).toHaveLength(2);
    expect(calls.filter((call) => call.url.includes('token/refresh'))).toHaveLength(1);
  });
});

describe('error mapping', () => {
  it('puts field errors under their fields and the others in root.serverError', async () => {
    const { dataProvider } = setup([
      jsonResponse(400, {
        errors: [
          { field: 'phone_number', code: 'unique', message: 'Bu raqam band' },
          { field: 'phone_number', code: 'invalid', message: 'ikkinchi' },
          { field: null, code: 'conflict', message: 'Umumiy xato' },
        ],
      }),
    ]);
    const error = (await dataProvider.create('users', { data: {} }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ errors: { phone_number: 'Bu raqam band', root: { serverError: 'Umumiy xato' } } });
    expect(error.message).toBe('Umumiy xato');
  });

  it('uses the first field message when every error has a field', async () => {
    const { dataProvider } = setup([jsonResponse(400, { errors: [{ field: 'full_name', code: 'required', message: 'Toʻldiring' }] })]);
    const error = (await dataProvider.create('users', { data: {} }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.body).toEqual({ errors: { full_name: 'Toʻldiring' } });
    expect(error.message).toBe('Toʻldiring');
  });

  it('answers a 400 without an error list with the generic message, in both languages', async () => {
    const { dataProvider } = setup([jsonResponse(400, { detail: 'bad' })]);
    const error = (await dataProvider.create('users', { data: {} }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.body).toBeNull();
    expect(createI18nProvider({ initialLocale: 'uz' }).translate(error.message)).toBe('Xatolik yuz berdi!');
    expect(createI18nProvider({ initialLocale: 'ru' }).translate(error.message)).toBe('Произошла ошибка!');
  });

  it.each([
    [403, '/errors/403'],
    [500, '/errors/500'],
    [502, '/errors/500'],
  ])('opens the error page on %i and throws a silent error', async (status, path) => {
    const { dataProvider, onErrorPage } = setup([jsonResponse(status, { errors: [{ field: null, code: 'x', message: 'm' }] })]);
    const error = (await dataProvider.getOne('users', { id: 1 }).catch((failure: unknown) => failure)) as ApiError;
    expect(onErrorPage).toHaveBeenCalledWith(path);
    expect(error.redirected).toBe(true);
    expect(error.message).toBe(SILENT_ERROR_MESSAGE);
  });

  it('keeps a 404 as a plain error (no error page)', async () => {
    const { dataProvider, onErrorPage } = setup([jsonResponse(404, { errors: [{ field: null, code: 'not_found', message: 'Topilmadi' }] })]);
    const error = (await dataProvider.getOne('users', { id: 1 }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe('Topilmadi');
    expect(onErrorPage).not.toHaveBeenCalled();
  });

  it('reports a request that got no answer as a network error', async () => {
    const { dataProvider } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    const error = (await dataProvider.getOne('users', { id: 1 }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.errors.network');
  });
});

describe('Idempotency-Key on money-moving writes', () => {
  it('sends the form key on create, update and delete, and the same key on the retry after a refresh', async () => {
    const { dataProvider, calls } = setup([
      jsonResponse(401, { errors: [] }),
      jsonResponse(200, { access: 'A2', refresh: 'R2' }),
      jsonResponse(201, { id: 5 }),
      jsonResponse(200, { id: 5 }),
      jsonResponse(200, { id: 5 }),
      jsonResponse(201, { id: 6 }),
    ]);
    await dataProvider.create('users', { data: { amount: '10' }, meta: { idempotencyKey: 'key-1' } });
    expect([header(calls[0], 'Idempotency-Key'), header(calls[2], 'Idempotency-Key')]).toEqual(['key-1', 'key-1']);
    expect(header(calls[2], 'Authorization')).toBe('Bearer A2');
    await dataProvider.update('users', { id: 5, data: {}, previousData: { id: 5 }, meta: { idempotencyKey: 'key-2' } });
    expect(header(calls[3], 'Idempotency-Key')).toBe('key-2');
    await dataProvider.delete('users', { id: 5, previousData: { id: 5 }, meta: { idempotencyKey: 'key-3' } });
    expect(header(calls[4], 'Idempotency-Key')).toBe('key-3');
    await dataProvider.create('users', { data: {} });
    expect(header(calls[5], 'Idempotency-Key')).toBeNull();
  });
});
