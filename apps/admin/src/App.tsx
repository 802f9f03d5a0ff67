import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { APP_NAME, FORBIDDEN_PATH, HOME_PATH, PROFILE_PATH, SEARCH_PATH } from './config';
import { AuthLayout } from './pages/auth/AuthLayout';
import { SignInPage } from './pages/auth/SignInPage';
import { ServerErrorPage } from './pages/errors/ServerErrorPage';
import { authProvider, dataProvider, i18nProvider, queryClient } from './providers';
import clients from './resources/clients';
import lids from './resources/lids';
import buildings from './resources/buildings';
import roles from './resources/roles';
import sms from './resources/sms';
import users from './resources/users';
import { APP_ROUTES, pathInResource, type AppRoute } from './routes/appRoutes';
import { RequirePermission } from './routes/RequirePermission';
import { RequireSignIn } from './routes/RequireSignIn';
import { AppNotification } from './layout/AppNotification';
import { loadAppLayout } from './layout/loadAppLayout';
import { ShellSkeleton } from './layout/ShellSkeleton';
import { AppearanceProvider, useAppearance } from './theme/AppearanceContext';

/** react-admin's store (sidebar state, list parameters), namespaced for this app. */
const store = localStorageStore(undefined, 'mijozlar');

// The main layout (header, menu, search, 3D button) and the search page load after signing in: the
// first load carries only the sign-in area (≤ 300 kB gzip, checked by scripts/check-bundle-size.mjs).
// Meanwhile a skeleton of the shell (in the first load, light) shows at once.
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));
// The sign-in page is in the first load; the other sign-in-area pages come with their first visit.
const ReminderPage = lazy(() => import('./pages/auth/ReminderPage').then((module) => ({ default: module.ReminderPage })));
const LockPage = lazy(() => import('./pages/auth/LockPage').then((module) => ({ default: module.LockPage })));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
// The 403 and 404 pages are shown inside the (lazy) layout, so they load with it.
const ForbiddenPage = lazy(() => import('./pages/errors/ForbiddenPage').then((module) => ({ default: module.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./pages/errors/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const SearchPage = lazy(() => import('./pages/search/SearchPage').then((module) => ({ default: module.SearchPage })));
// The own profile (any signed-in user), from the user menu; its path is pages/profile/ProfilePage.PROFILE_PATH.
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));
/** The search page's path, without loading it (pages/search/SearchPage.path). */
const SEARCH_PAGE_PATH = SEARCH_PATH;

/**
 * The main area: signed in only (else the sign-in form at once, with ?next=), in the lazily loaded
 * layout; the shell's skeleton while it loads, and each page loads inside it (AppLayout's Suspense).
 */
function MainLayout({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <Suspense fallback={<ShellSkeleton />}>
        <AppLayout>{children}</AppLayout>
      </Suspense>
    </RequireSignIn>
  );
}

/** "/" redirects to the dashboard (document 1, section 2). */
function RootRedirect() {
  return <Navigate to={HOME_PATH} replace />;
}

/** react-admin's own access-denied route: ours is /errors/403. */
function AccessDeniedRedirect() {
  return <Navigate to={FORBIDDEN_PATH} replace />;
}

const guarded = (route: AppRoute, path: string) => (
  <Route key={route.path} path={path} element={<RequirePermission permission={route.permission}>{route.element}</RequirePermission>} />
);

const routesOf = (resource: string | undefined) => APP_ROUTES.filter((route) => route.resource === resource);

function AdminApp() {
  const { theme } = useAppearance();
  return (
    <Admin
      disableTelemetry
      title={APP_NAME}
      store={store}
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={MainLayout}
      dashboard={RootRedirect}
      loginPage={false}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedRedirect}
      notification={AppNotification}
    >
      {/* Sign-in area and the 500 page: outside the main layout, open to everyone. */}
      <CustomRoutes noLayout>
        <Route path="/auth" element={<AuthLayout />}>
          <Route index element={<SignInPage />} />
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="reminder" element={<ReminderPage />} />
          <Route path="lock" element={<LockPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route path={ServerErrorPage.path} element={<ServerErrorPage />} />
      </CustomRoutes>

      {/* Main area: signed in, each screen behind its permission. */}
      <CustomRoutes>
        {routesOf(undefined).map((route) => guarded(route, route.path))}
        <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
        <Route path={SEARCH_PAGE_PATH} element={<SearchPage />} />
        <Route path={PROFILE_PATH} element={<ProfilePage />} />
      </CustomRoutes>

      <Resource name="users" icon={users.icon} recordRepresentation={users.recordRepresentation}>
        {routesOf('users').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="clients" icon={clients.icon} recordRepresentation={clients.recordRepresentation}>
        {routesOf('clients').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="lids" icon={lids.icon} recordRepresentation={lids.recordRepresentation}>
        {routesOf('lids').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="sms" icon={sms.icon} recordRepresentation={sms.recordRepresentation}>
        {routesOf('sms').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="buildings" icon={buildings.icon} recordRepresentation={buildings.recordRepresentation}>
        {routesOf('buildings').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="wallets" recordRepresentation="name">
        {routesOf('wallets').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="wallet-operations" />
      <Resource name="refusals" recordRepresentation="client_name">
        {routesOf('refusals').map((route) => guarded(route, pathInResource(route)))}
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
      <Resource name="rooms" recordRepresentation="number" />
      <Resource name="roles" recordRepresentation={roles.recordRepresentation}>
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
    </Admin>
  );
}

/** Browser-history routes at the spec's paths; react-admin uses the router it finds instead of its own hash router. */
export function App() {
  return (
    <BrowserRouter>
      <AppearanceProvider>
        <AdminApp />
      </AppearanceProvider>
    </BrowserRouter>
  );
}
