import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import type { Locale } from '@mijozlar/shared';
import { createI18nProvider } from '../providers/i18nProvider';
import type { TokenStorage } from '../providers/tokenStorage';
import { AppearanceProvider } from '../theme/AppearanceContext';
import { createAppTheme } from '../theme/createAppTheme';

/** An in-memory token storage for tests of the HTTP client and the auth provider. */
export function memoryTokens(initial: { access?: string | null; refresh?: string | null } = {}): TokenStorage & {
  access: string | null;
  refresh: string | null;
} {
  const storage = {
    access: initial.access ?? null,
    refresh: initial.refresh ?? null,
    getAccess: () => storage.access,
    getRefresh: () => storage.refresh,
    save: ({ access, refresh }: { access: string; refresh?: string | null }) => {
      storage.access = access;
      if (refresh) storage.refresh = refresh;
    },
    clear: () => {
      storage.access = null;
      storage.refresh = null;
    },
  };
  return storage;
}

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function fakeAuthProvider(permissions: string[], identity = { id: 1, fullName: 'Alisher Karimov', roleName: 'admin', phoneNumber: '+998901234567' }): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
    getIdentity: () => Promise.resolve(identity),
  };
}

export const emptyDataProvider = {
  getList: () => Promise.resolve({ data: [], total: 0 }),
  getOne: () => Promise.resolve({ data: { id: 1 } }),
  getMany: () => Promise.resolve({ data: [] }),
  getManyReference: () => Promise.resolve({ data: [], total: 0 }),
  create: (_resource: string, params: { data: Record<string, unknown> }) => Promise.resolve({ data: { id: 1, ...params.data } }),
  update: (_resource: string, params: { data: Record<string, unknown> }) => Promise.resolve({ data: { id: 1, ...params.data } }),
  updateMany: () => Promise.resolve({ data: [] }),
  delete: () => Promise.resolve({ data: { id: 1 } }),
  deleteMany: () => Promise.resolve({ data: [] }),
} as unknown as DataProvider;

export interface RenderOptions {
  path?: string;
  permissions?: string[];
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  locale?: Locale;
}

/** Renders inside react-admin's contexts (router, i18n, auth, data, theme) as the app does. */
export function renderWithAdmin(ui: ReactElement, options: RenderOptions = {}) {
  const i18nProvider = createI18nProvider({ initialLocale: options.locale ?? 'uz' });
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AppearanceProvider>
        <AdminContext
          authProvider={options.authProvider ?? fakeAuthProvider(options.permissions ?? [])}
          dataProvider={options.dataProvider ?? emptyDataProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          theme={createAppTheme('default', 'light')}
        >
          {ui}
        </AdminContext>
      </AppearanceProvider>
    </MemoryRouter>,
  );
}
