/** Constants of the admin shell. Business constants live in @mijozlar/shared. */
export const APP_NAME = 'Mijozlar';
export const APP_VERSION = __APP_VERSION__;

/** Every API path is under this prefix, on the same origin as the admin. */
export const API_PREFIX = '/api';

/** Toasts: top-right, 5 s (document 2, section 9). */
export const TOAST_DURATION_MS = 5000;

/** The header search form's target (document 1, section 2). */
export const SEARCH_PATH = '/backend/pages/generic/search';
/** The own-profile page (any signed-in user), opened from the user menu. */
export const PROFILE_PATH = '/account/profile';

/** Where sign-in-area pages start and where signed-in users land. */
export const SIGN_IN_PATH = '/auth/sign-in';
export const HOME_PATH = '/dashboard';
export const FORBIDDEN_PATH = '/errors/403';
export const SERVER_ERROR_PATH = '/errors/500';

/** Time zone of every date shown (document 2, section 9). */
export const TIME_ZONE = 'Asia/Tashkent';
export const NUMBER_LOCALE = 'ru-RU';
