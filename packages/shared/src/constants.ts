/** Business constants of document 2, section 9, and DESIGN.md. */
export const CURRENCY_UZS = 1;
export const CURRENCY_USD = 2;
export const CURRENCY_CODES: Readonly<Record<number, string>> = { [CURRENCY_UZS]: 'UZS', [CURRENCY_USD]: 'USD' };

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
export const MAX_ROOM_PAGE_SIZE = 10000;

export const PHONE_MASK_MIN_LENGTH = 19; // "+998 (90) 123-45-67"
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RECOVERY_CODE_TTL_SECONDS = 180;
export const RESEND_INTERVAL_SECONDS = 60;

export const ACCESS_COOKIE_MAX_AGE = 86400;
export const REFRESH_COOKIE_MAX_AGE = 432000;

/** Ids of seeded reference rows that the code branches on; the seed's reference data gives them these ids. */
export const LID_STATUS = { NEW: 1, IN_PROCESS: 2, CANCELLED: 3 } as const;
export const ROOM_STATUS = { FREE: 1, BOOKED: 2, SOLD: 3, CLOSED: 4 } as const;
export const PAYMENT_METHOD = { CASH: 1, CARD: 2, TERMINAL: 3, BANK_TRANSFER: 4 } as const;
export const SALARY_TYPE = { MONTHLY: 1, HOURLY: 2 } as const;

export const ROOM_STATUS_CODES = ['free', 'booked', 'sold', 'closed'] as const;
export const SALE_STATUSES = ['pending', 'approved', 'declined', 'refused'] as const;
export const WALLET_OPERATION_KINDS = [
  'inflow',
  'outflow',
  'investments',
  'salary',
  'prepaid',
  'selling',
  'payment',
  'transfer',
  'construction',
  'return_refusal',
] as const;
export const COLOR_THEMES = ['default', 'amethyst', 'city', 'flat', 'modern', 'smooth'] as const;
