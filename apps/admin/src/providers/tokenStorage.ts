import { ACCESS_COOKIE_MAX_AGE, REFRESH_COOKIE_MAX_AGE } from '@mijozlar/shared';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/** Cookie names of the spec (document 2, section 7): the access token lives 1 day, the refresh token 5 days. */
export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
export const XSRF_COOKIE = 'XSRF-TOKEN';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenStorage {
  getAccess(): string | null;
  getRefresh(): string | null;
  /** Stores both tokens; a missing refresh token keeps the current one. */
  save(tokens: { access: string; refresh?: string | null }): void;
  clear(): void;
}

export const cookieTokenStorage: TokenStorage = {
  getAccess: () => readCookie(ACCESS_COOKIE) || null,
  getRefresh: () => readCookie(REFRESH_COOKIE) || null,
  save({ access, refresh }) {
    writeCookie(ACCESS_COOKIE, access, { maxAgeSeconds: ACCESS_COOKIE_MAX_AGE });
    if (refresh) writeCookie(REFRESH_COOKIE, refresh, { maxAgeSeconds: REFRESH_COOKIE_MAX_AGE });
  },
  clear() {
    deleteCookie(ACCESS_COOKIE);
    deleteCookie(REFRESH_COOKIE);
  },
};

export function readXsrfToken(): string | null {
  return readCookie(XSRF_COOKIE);
}
