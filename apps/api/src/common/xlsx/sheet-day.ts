const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD when the year is in [minYear, 2100] and the day exists; null otherwise. */
function validDay(y: number, m: number, d: number, minYear: number): string | null {
  if (y < minYear || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * A day as a sheet or a form gives it: YYYY-MM-DD (also what a date cell reads as), DD.MM.YYYY (or
 * with / or -) and, with `excelSerial`, an Excel date serial number (days since 1899-12-30).
 * null when none of these, or before `minYear`.
 */
export function parseSheetDay(text: string, { minYear, excelSerial = false }: { minYear: number; excelSerial?: boolean }): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]), minYear);
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  if (m) return validDay(Number(m[3]), Number(m[2]), Number(m[1]), minYear);
  if (excelSerial && /^\d{5}(\.\d+)?$/.test(t)) {
    const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(t)) * 86400_000);
    return validDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minYear);
  }
  return null;
}
