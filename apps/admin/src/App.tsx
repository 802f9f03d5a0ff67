import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { APP_NAME, HOME_PATH } from './config';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { AuthLayout } from './pages/auth/AuthLayout';
import { LockPage } from './pages/auth/LockPage';
import { ReminderPage } from './pages/auth/ReminderPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { SignInPage } from './pages/auth/SignInPage';
import { ForbiddenPage } from './pages/errors/ForbiddenPage';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { ServerErrorPage } from './pages/errors/ServerErrorPage';
import { SearchPage } from './pages/search/SearchPage';
import { authProvider, dataProvider, i18nProvider, queryClient } from './providers';
import clients from './resources/clients';
import lids from './resources/lids';
import buildings from './resources/buildings';
import roles from './resources/roles';
import sms from './resources/sms';
import users from './resources/users';
import { APP_ROUTES, pathInResource, type AppRoute } from './routes/appRoutes';
import { RequirePermission } from './routes/RequirePermission';
import { AppearanceProvider, useAppearance } from './theme/AppearanceContext';

/** react-admin's store (sidebar state, list parameters), namespaced for this app. */
const store = localStorageStore(undefined, 'mijozlar');

/** "/" redirects to the dashboard (document 1, section 2). */
function RootRedirect() {
  return <Navigate to={HOME_PATH} replace />;
}

/** react-admin's own access-denied route: ours is /errors/403. */
function AccessDeniedRedirect() {
  return <Navigate to={ForbiddenPage.path} replace />;
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
      requireAuth
      title={APP_NAME}
      store={store}
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AppLayout}
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
        <Route path={ForbiddenPage.path} element={<ForbiddenPage />} />
        <Route path={SearchPage.path} element={<SearchPage />} />
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
