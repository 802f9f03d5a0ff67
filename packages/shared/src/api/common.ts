// The shapes every answer shares: decimal and date texts, the list page, totals, images, executors.

/** A decimal as the API writes it: money with 2 places ("1250000.00"), rates with 6 ("12650.000000"), areas with 2. */
export type DecimalString = string;
/** A day, "YYYY-MM-DD" (Tashkent days for business dates). */
export type DateString = string;
/** A moment, ISO 8601 UTC with milliseconds ("2025-01-31T09:15:00.000Z"). */
export type DateTimeString = string;

/** Every list answer (document 2, section 3): the page's rows and how many match in all. */
export interface Page<T> {
  count: number;
  results: T[];
}

/** A list answer that also sums the filtered rows per currency (`totals`); each total's fields depend on the list. */
export interface PageWithTotals<T, Total = CurrencyTotal> extends Page<T> {
  totals: Total[];
}

/** One line of `totals`: the currency and sums (decimal strings) or counts under list-specific names. */
export interface CurrencyTotal {
  currency: number;
  currency_code?: string;
  [sum: string]: string | number | undefined;
}

/** An uploaded image (document): its id for writes and its public URL. */
export interface UploadedImage {
  id: number;
  url: string;
}

/** A user named on a money operation. */
export interface Executor {
  id: number;
  full_name: string;
}
