import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatMoney, formatPhoneNumber } from '../format/format';
import { Money } from './Money';

interface SourceFieldProps {
  source: string;
  /** Read by react-admin's DataTable/Labeled to build the column title. */
  label?: string;
}

function useSourceValue(source: string): unknown {
  const record = useRecordContext();
  return record ? source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record) : undefined;
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      {translate('app.common.not_set')}
    </Typography>
  );
}

/** A stored phone ("+998901234567") shown with the mask. */
export function PhoneField({ source }: SourceFieldProps) {
  const value = useSourceValue(source);
  if (typeof value !== 'string' || !value) return <Empty />;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatPhoneNumber(value)}
    </Typography>
  );
}

/** A calendar date or an instant, as dd.mm.yyyy in Tashkent; `showTime` adds hh:mm. */
export function DateValueField({ source, showTime = false }: SourceFieldProps & { showTime?: boolean }) {
  const value = useSourceValue(source);
  const text = typeof value === 'string' ? (showTime ? formatDateTime(value) : formatDate(value)) : '';
  if (!text) return <Empty />;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </Typography>
  );
}

/** A decimal-string amount in ru-RU format. */
export function MoneyField({ source, currency }: SourceFieldProps & { currency?: string }) {
  const value = useSourceValue(source);
  const amount = typeof value === 'string' || typeof value === 'number' ? value : null;
  if (!formatMoney(amount)) return <Empty />;
  return (
    // A table's column stays one line (the table scrolls sideways instead).
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      <Money value={amount} currency={currency} />
    </Typography>
  );
}

/** is_active as a coloured chip. */
export function ActiveField({ source }: SourceFieldProps) {
  const translate = useTranslate();
  const value = useSourceValue(source);
  const active = value === true;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'app.common.active' : 'app.common.inactive')}
    />
  );
}
