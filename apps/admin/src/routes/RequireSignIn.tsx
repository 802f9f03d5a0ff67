import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthState } from 'react-admin';
import { signInUrl } from './signInRedirect';

/**
 * The main area's gate: signed out, it opens the sign-in form at once, with the requested page in
 * `?next=` so that signing in returns there.
 *
 * It replaces react-admin's `requireAuth`, whose signed-out path (a LogoutOnMount catch-all whose
 * logout navigates and then clears the query cache) re-ran the auth check and re-mounted itself
 * while react-router 7 applied the navigation in a transition: hundreds of redirects and 11–12 s
 * of blank page before the sign-in form.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const location = useLocation();
  if (isPending) return null;
  if (!authenticated) return <Navigate to={signInUrl(location.pathname, location.search)} replace />;
  return <>{children}</>;
}
