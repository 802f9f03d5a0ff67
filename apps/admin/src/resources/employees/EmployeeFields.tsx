// What the employees' screens show of an employee: the pay currency, month names, the balance, a month picker.
import { Typography } from '@mui/material';
import { useCallback } from 'react';
import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { todayInTashkent } from '../../format/format';
import { monthOf, shiftMonth } from './employeeMoney';
import { compareAmounts } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { codeOf } from '../../format/currency';
import type { Employee } from './types';

/** The employee's salary currency code. */
export const employeeCode = (employee: Pick<Employee, 'salary_currency' | 'salary_currency_code'>) =>
  codeOf({ currency: employee.salary_currency, currency_code: employee.salary_currency_code });

/** "2026-11" → "Noyabr 2026" / "Ноябрь 2026" in the current language. */
export function useMonthLabel(): (month: string | null | undefined) => string {
  const translate = useTranslate();
  return useCallback(
    (month) => {
      if (!month) return '';
      const names = translate('resources.employees.hours.month_names').split(',');
      const [year, m] = month.split('-');
      return `${names[Number(m) - 1] ?? m} ${year}`;
    },
    [translate],
  );
}

/** What is owed, in the salary currency: warning colour while owed, green when an advance was paid. */
export function BalanceText({ employee, testId, variant = 'body2' }: { employee: Employee; testId?: string; variant?: 'body2' | 'h5' }) {
  const sign = compareAmounts(employee.balance, '0');
  return (
    <Typography
      variant={variant}
      component="span"
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: sign > 0 ? 'warning.main' : sign < 0 ? 'success.main' : 'text.primary' }}
      data-testid={testId}
    >
      {formatMoney(employee.balance, { currency: employeeCode(employee) })}
    </Typography>
  );
}


/** A month ("YYYY-MM") among the last two years, named in the current language (no browser-language month picker). */
export function MonthSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const monthLabel = useMonthLabel();
  const current = monthOf(todayInTashkent());
  const choices = Array.from({ length: 24 }, (_, back) => {
    const month = shiftMonth(current, -back);
    return { id: month, name: monthLabel(month) };
  });
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}
