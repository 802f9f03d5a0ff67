import { HOME_PATH, SIGN_IN_PATH } from '../config';

/** The sign-in page's query parameter naming the page to open after signing in. */
export const NEXT_PARAM = 'next';

/** A path of this app worth returning to: same origin, not the sign-in area, not the bare root. */
function isReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    path !== '/' &&
    path !== '/auth' &&
    !path.startsWith('/auth/') &&
    !path.startsWith('/auth?')
  );
}

/** The sign-in URL that returns to `pathname + search` afterwards ("/auth/sign-in?next=%2Fclients%2FclientsList"). */
export function signInUrl(pathname: string, search = ''): string {
  const next = `${pathname}${search}`;
  return isReturnPath(next) ? `${SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}` : SIGN_IN_PATH;
}

/**
 * Where to go after signing in: the `next` query parameter (a deep link opened signed out), else
 * react-admin's location state after a sign-out or an expired session ({nextPathname, nextSearch}),
 * else the dashboard. Anything that is not a path of this app goes to the dashboard.
 */
export function returnPathAfterSignIn(search: string, state: unknown): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (isReturnPath(next)) return next;
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (isReturnPath(nextPathname)) return `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
  return HOME_PATH;
}
