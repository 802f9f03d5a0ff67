import { API_PREFIX } from '../config';
import { createFileTransfer } from './fileTransfer';
import { httpClient, i18nProvider } from './index';
import { cookieTokenStorage } from './tokenStorage';

/** The app's uploads and downloads (imports, exports), signed in as the JSON client is. */
export const files = createFileTransfer({
  baseUrl: API_PREFIX,
  tokens: cookieTokenStorage,
  getLocale: () => i18nProvider.getLocale(),
  refreshTokens: () => httpClient.refreshTokens(),
});
