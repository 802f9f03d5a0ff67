/** Dates of the demo: business days in Asia/Tashkent (UTC+5, no daylight saving), relative to today. */

export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A calendar day (as a UTC-midnight Date, the shape of a DATE column), `offset` days from today. */
export function day(offset = 0): Date {
  const now = new Date(Date.now() + TASHKENT_OFFSET_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
}

/** A moment on a day `offset` days from today, at hh:mm Tashkent time. */
export function at(offset: number, hh: number, mm = 0): Date {
  return new Date(day(offset).getTime() + (hh * 60 + mm) * 60_000 - TASHKENT_OFFSET_MS);
}

/** Same day of the month, `months` later; the day is clamped to the month's length. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), last)));
}
