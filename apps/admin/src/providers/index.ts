import { QueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../config';
import { isApiError } from './apiErrors';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { openErrorPage } from './errorNavigation';
import { createHttpClient } from './httpClient';
import { createI18nProvider } from './i18nProvider';
import { resendState } from './resendState';
import { cookieTokenStorage } from './tokenStorage';

/** Only a request that got no answer is worth repeating; an answer (4xx, 5xx) stays as it is. */
const MAX_NETWORK_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => isApiError(error) && error.status === 0 && failureCount < MAX_NETWORK_RETRIES,
    },
  },
});

export const i18nProvider = createI18nProvider({
  // Switching the language reloads the data of the current screen (names of reference data are
  // translated). react-admin re-mounts the whole tree on a language change, so marking every query
  // stale is enough: each one is fetched again, once, as its screen mounts.
  onLocaleChanged: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
});

export const httpClient = createHttpClient({
  baseUrl: API_PREFIX,
  tokens: cookieTokenStorage,
  getLocale: () => i18nProvider.getLocale(),
  onErrorPage: openErrorPage,
  onResend: resendState.set,
});

export const dataProvider = createDataProvider(httpClient);
export const authProvider = createAuthProvider(httpClient, cookieTokenStorage);
