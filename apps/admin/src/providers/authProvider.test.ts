import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS, P } from '@mijozlar/shared';
import { jsonResponse, memoryTokens } from '../test/helpers';
import { ApiError } from './apiErrors';
import { createAuthProvider, INVALID_CREDENTIALS_MESSAGE } from './authProvider';
import { createHttpClient } from './httpClient';
import { cookieTokenStorage } from './tokenStorage';

const PROFILE = {
  id: 1,
  phone_number: '+998901234567',
  full_name: 'Alisher Karimov Bahodirovich',
  profile_image: { id: 9, url: '/api/document/images/9/' },
  role: { id: 2, name: 'operator', permissions: [P.DASHBOARD, P.USER_READ] },
};

function setup(responses: Response[], tokens = memoryTokens({ access: 'A1', refresh: 'R1' })) {
  const queue = [...responses];
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init: init ?? {} });
    const next = queue.shift();
    if (!next) throw new Error(`Unexpected request ${String(input)}`);
    return next;
  });
  const http = createHttpClient({ baseUrl: '/api', tokens, getLocale: () => 'uz', onErrorPage: vi.fn(), fetch: fetch as typeof globalThis.fetch });
  return { authProvider: createAuthProvider(http, tokens), tokens, requests, fetch };
}

describe('login', () => {
  it('sends the normalised phone and stores both tokens', async () => {
    const { authProvider, requests, tokens } = setup([jsonResponse(200, { access: 'A9', refresh: 'R9' })], memoryTokens());
    await authProvider.login({ phone_number: '+998 (90) 123-45-67', password: 'secret123' });
    expect(requests[0].url).toBe('/api/account/login/');
    expect(JSON.parse(String(requests[0].init.body))).toEqual({ phone_number: '+998901234567', password: 'secret123' });
    expect(new Headers(requests[0].init.headers).get('Authorization')).toBeNull();
    expect(tokens.access).toBe('A9');
    expect(tokens.refresh).toBe('R9');
  });

  it('answers a 401 with "user not found or password incorrect" and does not try to refresh', async () => {
    const { authProvider, requests } = setup([jsonResponse(401, { errors: [{ field: null, code: 'invalid_credentials', message: 'x' }] })]);
    const error = (await authProvider.login({ phone_number: '901234567', password: 'bad' }).catch((failure: unknown) => failure)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(requests).toHaveLength(1);
  });

  it('tells a disabled account so, in the API\'s words', async () => {
    const { authProvider } = setup([jsonResponse(401, { errors: [{ field: null, code: 'account_disabled', message: 'Hisobingiz faolsizlantirilgan' }] })]);
    const error = (await authProvider.login({ phone_number: '901234567', password: 'right-one' }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.message).toBe('Hisobingiz faolsizlantirilgan');
  });
});

describe('cookies', () => {
  const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
  });

  it('keeps access 1 day and refresh 5 days, SameSite=Lax, and clears both', () => {
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookieSetter.get!.call(document),
      set: (value: string) => {
        written.push(value);
        cookieSetter.set!.call(document, value);
      },
    });

    cookieTokenStorage.save({ access: 'AAA', refresh: 'RRR' });
    expect(written).toEqual(['access=AAA; Path=/; Max-Age=86400; SameSite=Lax', 'refresh=RRR; Path=/; Max-Age=432000; SameSite=Lax']);
    expect(cookieTokenStorage.getAccess()).toBe('AAA');
    expect(cookieTokenStorage.getRefresh()).toBe('RRR');

    cookieTokenStorage.clear();
    expect(written.slice(2)).toEqual(['access=; Path=/; Max-Age=0; SameSite=Lax', 'refresh=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(cookieTokenStorage.getAccess()).toBeNull();
    expect(cookieTokenStorage.getRefresh()).toBeNull();
  });
});

describe('session checks', () => {
  it('passes checkAuth with an access token or a refresh token alone', async () => {
    await expect(setup([], memoryTokens({ access: 'A' })).authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(setup([], memoryTokens({ refresh: 'R' })).authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(setup([], memoryTokens()).authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth/sign-in' });
  });

  it('logs out: both tokens cleared, the session revoked on the server, back to sign-in', async () => {
    const { authProvider, tokens, requests } = setup([jsonResponse(200, { detail: 'ok' })]);
    await expect(authProvider.logout({})).resolves.toBe('/auth/sign-in');
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
    expect(requests[0].url).toBe('/api/account/logout/');
    expect(JSON.parse(String(requests[0].init.body))).toEqual({ refresh: 'R1' });
  });
});

describe('identity and permissions', () => {
  it('reads the profile once for identity, permissions and access checks', async () => {
    const { authProvider, fetch } = setup([jsonResponse(200, PROFILE)]);
    await expect(authProvider.getPermissions!({})).resolves.toEqual([P.DASHBOARD, P.USER_READ]);
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 1,
      fullName: 'Alisher Karimov Bahodirovich',
      avatar: '/api/document/images/9/',
      phoneNumber: '+998901234567',
      roleName: 'operator',
    });
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'edit' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'buildings', action: 'list' })).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a session (react-admin asks on the sign-in page too)', async () => {
    const { authProvider, fetch } = setup([], memoryTokens());
    await expect(authProvider.getPermissions!({})).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the profile again after a new login', async () => {
    const admin = { ...PROFILE, role: { id: 1, name: 'admin', permissions: [...ALL_PERMISSIONS] } };
    const { authProvider } = setup([jsonResponse(200, PROFILE), jsonResponse(200, { access: 'A2', refresh: 'R2' }), jsonResponse(200, admin)]);
    await authProvider.getPermissions!({});
    await authProvider.login({ phone_number: '+998901234567', password: 'x' });
    await expect(authProvider.getPermissions!({})).resolves.toHaveLength(ALL_PERMISSIONS.length);
  });
});

describe('checkError', () => {
  const apiError = (status: number, details: Partial<{ refreshAttempted: boolean; redirected: boolean }> = {}) =>
    new ApiError('m', status, null, { apiErrors: [], refreshAttempted: false, redirected: false, ...details });

  it('on a 401 refreshes once and keeps the user signed in when that works', async () => {
    const { authProvider, tokens } = setup([jsonResponse(200, { access: 'A2', refresh: 'R2' })]);
    await expect(authProvider.checkError(apiError(401))).resolves.toBeUndefined();
    expect(tokens.access).toBe('A2');
  });

  it('on a 401 logs out when the refresh fails', async () => {
    const { authProvider, tokens } = setup([jsonResponse(401)]);
    await expect(authProvider.checkError(apiError(401))).rejects.toMatchObject({ redirectTo: '/auth/sign-in' });
    expect(tokens.access).toBeNull();
  });

  it('on a 401 the client already refreshed for, logs out without another refresh', async () => {
    const { authProvider, fetch } = setup([]);
    await expect(authProvider.checkError(apiError(401, { refreshAttempted: true }))).rejects.toMatchObject({ redirectTo: '/auth/sign-in' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends 403 and 500 to their pages without logging out or a notification', async () => {
    const { authProvider } = setup([]);
    await expect(authProvider.checkError(apiError(403))).rejects.toEqual({ redirectTo: '/errors/403', logoutUser: false, message: false });
    await expect(authProvider.checkError(apiError(500))).rejects.toEqual({ redirectTo: '/errors/500', logoutUser: false, message: false });
    // Already on its way to the error page (the HTTP client opened it): nothing more to do.
    await expect(authProvider.checkError(apiError(403, { redirected: true }))).resolves.toBeUndefined();
  });

  it('leaves other errors to the screen that made the request', async () => {
    const { authProvider } = setup([]);
    await expect(authProvider.checkError(apiError(400))).resolves.toBeUndefined();
    await expect(authProvider.checkError(apiError(404))).resolves.toBeUndefined();
  });
});
