import '../../i18n/calendarTexts';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** "2026-05" -> "may 26" / "май 26" (the months of our translations; browsers lack Uzbek month names). */
export function useMonthLabel() {
  const translate = useTranslate();
  return useCallback(
    (month: string) => {
      const [year, m] = month.split('-');
      const name = translate(`app.months.${MONTH_KEYS[Number(m) - 1] ?? 'jan'}`);
      return `${name.slice(0, 3)} ${year.slice(2)}`;
    },
    [translate],
  );
}
