import type { AuthProvider } from 'react-admin';
// Codes as literals checked against ApiErrorCode: the shared code objects would add to the first load.
import { type ApiErrorCode, normalizePhone } from '@mijozlar/shared';
import { FORBIDDEN_PATH, SERVER_ERROR_PATH, SIGN_IN_PATH } from '../config';
import { canAccessResource } from '../permissions';
import { ApiError, isApiError } from './apiErrors';
import type { HttpClient } from './httpClient';
import { toIdentity, type Profile } from './profile';
import type { TokenPair, TokenStorage } from './tokenStorage';

export const INVALID_CREDENTIALS_MESSAGE = 'app.auth.invalid_credentials';

export interface LoginParams {
  phone_number: string;
  password: string;
}

interface CheckErrorRejection {
  redirectTo: string;
  logoutUser?: boolean;
  message?: false | string;
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number') {
    return (error as { status: number }).status;
  }
  return undefined;
}

export interface AppAuthProvider extends AuthProvider {
  /** Forgets the cached profile (e.g. after the signed-in user edits themselves). */
  invalidateProfile(): void;
}

export function createAuthProvider(http: HttpClient, tokens: TokenStorage): AppAuthProvider {
  let profile: Promise<Profile> | null = null;

  const hasSession = () => !!(tokens.getAccess() || tokens.getRefresh());

  const loadProfile = (): Promise<Profile> => {
    if (!profile) {
      profile = http.request<Profile>('account/user/profile').catch((error: unknown) => {
        profile = null;
        throw error;
      });
    }
    return profile;
  };

  return {
    async login({ phone_number, password }: LoginParams) {
      profile = null;
      try {
        const pair = await http.request<TokenPair>('account/login', {
          method: 'POST',
          anonymous: true,
          body: { phone_number: normalizePhone(phone_number) ?? phone_number, password },
        });
        tokens.save(pair);
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          // A disabled account is told so (the API says it only after the password was right).
          const disabled = error.apiErrors.find((e) => e.code === ('account_disabled' satisfies ApiErrorCode));
          throw new ApiError(disabled?.message || INVALID_CREDENTIALS_MESSAGE, 401, null, {
            apiErrors: error.apiErrors,
            refreshAttempted: false,
            redirected: false,
          });
        }
        throw error;
      }
    },

    async logout() {
      const refresh = tokens.getRefresh();
      tokens.clear();
      profile = null;
      if (refresh) {
        // Revokes the session on the server; signing out locally does not wait for it.
        void http
          .request('account/logout', { method: 'POST', anonymous: true, openErrorPage: false, body: { refresh } })
          .catch(() => undefined);
      }
      return SIGN_IN_PATH;
    },

    async checkAuth() {
      if (hasSession()) return;
      const rejection: CheckErrorRejection = { redirectTo: SIGN_IN_PATH, message: false };
      throw rejection;
    },

    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) {
        // The HTTP client already refreshed and retried once; a second 401 ends the session.
        const alreadyRefreshed = isApiError(error) && error.refreshAttempted;
        if (!alreadyRefreshed && (await http.refreshTokens())) return;
        tokens.clear();
        profile = null;
        const rejection: CheckErrorRejection = { redirectTo: SIGN_IN_PATH };
        throw rejection;
      }
      if (status === 403 || (status !== undefined && status >= 500)) {
        if (isApiError(error) && error.redirected) return;
        const rejection: CheckErrorRejection = {
          redirectTo: status === 403 ? FORBIDDEN_PATH : SERVER_ERROR_PATH,
          logoutUser: false,
          message: false,
        };
        throw rejection;
      }
    },

    async getIdentity() {
      return toIdentity(await loadProfile());
    },

    async getPermissions() {
      // react-admin asks on every page, the sign-in area included: without a session there is nothing to ask.
      if (!hasSession()) return [];
      const current = await loadProfile();
      return current.role?.permissions ?? [];
    },

    async canAccess({ resource, action }) {
      if (!hasSession()) return false;
      const current = await loadProfile();
      return canAccessResource(current.role?.permissions, resource, action);
    },

    invalidateProfile() {
      profile = null;
    },
  };
}
