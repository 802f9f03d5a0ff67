import { FORBIDDEN_PATH, SERVER_ERROR_PATH } from '../config';

/**
 * The HTTP client lives outside React, yet a 403 or 5xx answer must open an error page. A component
 * inside the router registers react-router's navigate here (see RouterBridge); before that happens,
 * a full page load is the fallback.
 */
type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigate = fn;
}

export function errorPagePath(status: number): string | null {
  if (status === 403) return FORBIDDEN_PATH;
  if (status >= 500) return SERVER_ERROR_PATH;
  return null;
}

export function openErrorPage(path: string): void {
  if (navigate) {
    navigate(path);
  } else {
    window.location.assign(path);
  }
}
