// Codes as literals checked against ApiErrorCode: the shared code objects would add to the first load.
import type { ApiErrorCode } from '@mijozlar/shared';
import { isApiError, toApiError, toNetworkError } from './apiErrors';
import { errorPagePath } from './errorNavigation';
import { readXsrfToken, type TokenPair, type TokenStorage } from './tokenStorage';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Public endpoints (login, refresh, recovery, logout) send no token and never refresh on 401. */
  anonymous?: boolean;
  /** When false, a 403 or 5xx answer is only thrown, without opening the error page. Default true. */
  openErrorPage?: boolean;
  /** Sent as Idempotency-Key on money-moving requests; the retry after a refresh sends the same key. */
  idempotencyKey?: string;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Exchanges the refresh token for a new pair, once at a time. Resolves false (tokens cleared) on failure. */
  refreshTokens(): Promise<boolean>;
}

export interface HttpClientConfig {
  /** "/api" */
  baseUrl: string;
  tokens: TokenStorage;
  /** The current interface language, sent as Accept-Language. */
  getLocale: () => string;
  /** Called with the error page's path on a 403 or 5xx answer. */
  onErrorPage?: (path: string) => void;
  /**
   * Told when a money request (one with an Idempotency-Key) is being sent again because its first
   * answer was lost or the server asked to retry (true), and when that is over (false).
   */
  onResend?: (resending: boolean) => void;
  fetch?: typeof fetch;
  /** For tests: how the client waits between resends. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * How long a money request is sent again with its key when no answer came (the network dropped,
 * the server restarted), the server was unavailable (502/503/504), or the first attempt with the
 * same key is still running (409 idempotency.in_progress). The key makes resending safe: the
 * server answers the first answer and moves the money once.
 */
export const RESEND_FOR_MS = 30_000;
const MAX_RESEND_DELAY_MS = 5_000;

const REFRESH_PATH = 'account/token/refresh';

/** "account/user" -> "/api/account/user/" (the API's paths always end with a slash). */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  const url = `${baseUrl.replace(/\/+$/, '')}/${trimmed}/`;
  const search = buildSearch(query);
  return search ? `${url}?${search}` : url;
}

/** Skips empty values; arrays are sent comma-separated, booleans as true/false. */
export function buildSearch(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.join(','));
      continue;
    }
    params.append(key, String(value));
  }
  return params.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isTokenPair(value: unknown): value is TokenPair {
  return !!value && typeof value === 'object' && typeof (value as TokenPair).access === 'string';
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const fetchImpl = config.fetch ?? ((input, init) => window.fetch(input, init));
  let refreshInFlight: Promise<boolean> | null = null;

  const headersFor = (options: RequestOptions, accessToken: string | null): Headers => {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': config.getLocale() });
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    if (!options.anonymous && accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
    const xsrf = readXsrfToken();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    return headers;
  };

  const send = async (url: string, options: RequestOptions, accessToken: string | null): Promise<Response> => {
    try {
      return await fetchImpl(url, {
        method: options.method ?? 'GET',
        headers: headersFor(options, accessToken),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw toNetworkError();
    }
  };

  const performRefresh = async (): Promise<boolean> => {
    const refresh = config.tokens.getRefresh();
    if (!refresh) {
      config.tokens.clear();
      return false;
    }
    try {
      const response = await send(buildUrl(config.baseUrl, REFRESH_PATH), { method: 'POST', body: { refresh }, anonymous: true }, null);
      const payload = await readBody(response);
      if (!response.ok || !isTokenPair(payload)) {
        config.tokens.clear();
        return false;
      }
      // Refresh tokens rotate: the answer's refresh token replaces the one just used.
      config.tokens.save({ access: payload.access, refresh: payload.refresh });
      return true;
    } catch {
      config.tokens.clear();
      return false;
    }
  };

  /** One refresh at a time: a reused refresh token would revoke the whole session family. */
  const refreshTokens = (): Promise<boolean> => {
    if (!refreshInFlight) {
      refreshInFlight = performRefresh().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  };

  /** One exchange: the request, and once more after a token refresh on 401. */
  const exchange = async (url: string, options: RequestOptions) => {
    const tokenUsed = options.anonymous ? null : config.tokens.getAccess();
    let response = await send(url, options, tokenUsed);
    let refreshAttempted = false;

    if (response.status === 401 && !options.anonymous) {
      refreshAttempted = true;
      const current = config.tokens.getAccess();
      // Another request may have refreshed the tokens while this one was in flight: just retry then.
      const tokensChanged = !!current && current !== tokenUsed;
      const canRetry = tokensChanged || (await refreshTokens());
      if (canRetry) {
        response = await send(url, options, config.tokens.getAccess());
      }
    }
    return { response, payload: await readBody(response), refreshAttempted };
  };

  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const url = buildUrl(config.baseUrl, path, options.query);
    const deadline = Date.now() + RESEND_FOR_MS;
    let resent = 0;
    const resendAfter = async (ms: number) => {
      if (resent === 0) config.onResend?.(true);
      resent += 1;
      await sleep(ms);
    };
    const canResend = (ms: number) => !!options.idempotencyKey && !options.signal?.aborted && Date.now() + ms < deadline;
    try {
      for (;;) {
        const backoff = Math.min(MAX_RESEND_DELAY_MS, 1000 * (resent + 1));
        let answer: Awaited<ReturnType<typeof exchange>>;
        try {
          answer = await exchange(url, options);
        } catch (error) {
          // No answer at all: the request may or may not have gone through.
          if (isApiError(error) && error.status === 0 && canResend(backoff)) {
            await resendAfter(backoff);
            continue;
          }
          throw error;
        }
        const { response, payload, refreshAttempted } = answer;
        const wait = resendDelay(response, payload, backoff);
        if (wait !== null && canResend(wait)) {
          await resendAfter(wait);
          continue;
        }
        if (response.ok) return payload as T;

        const pagePath = options.openErrorPage === false ? null : errorPagePath(response.status);
        if (pagePath && config.onErrorPage) {
          config.onErrorPage(pagePath);
          throw toApiError(response.status, payload, { refreshAttempted, redirected: true });
        }
        throw toApiError(response.status, payload, { refreshAttempted });
      }
    } finally {
      if (resent > 0) config.onResend?.(false);
    }
  };

  return { request, refreshTokens };
}

/** When a money request's answer says "send it again" (unavailable, or its first attempt still running): after how long. */
function resendDelay(response: Response, payload: unknown, backoff: number): number | null {
  const inProgress =
    response.status === 409 && (payload as { errors?: { code?: string }[] } | null)?.errors?.some((e) => e.code === ('idempotency.in_progress' satisfies ApiErrorCode));
  if (!inProgress && ![502, 503, 504].includes(response.status)) return null;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(MAX_RESEND_DELAY_MS, retryAfter * 1000) : backoff;
}
