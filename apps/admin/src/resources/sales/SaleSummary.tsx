import { Card, CardContent, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SummaryRow } from '../../components/SummaryRow';
import { toCents } from '../../format/decimal';
import { formatMoney } from '../../format/format';
import { currencyCodeOf } from '../../format/currency';
import type { SaleFormValues } from './salePayload';
import type { ChosenRoom } from './SaleRoomStep';

/** The sale as entered so far, beside the steps. */
export function SaleSummary({
  room,
  buyerName,
  values,
  debt,
  months,
}: {
  room: ChosenRoom | null;
  buyerName: string;
  values: SaleFormValues;
  debt: string | null;
  months: number | null;
}) {
  const translate = useTranslate();
  const code = currencyCodeOf(values.currency);
  return (
    <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('resources.sales.create.summary')}
        </Typography>
        <SummaryRow label="resources.sales.fields.room" nowrap>
          {room ? `${room.building_name ?? ''} №${room.number}` : '—'}
        </SummaryRow>
        <SummaryRow label="resources.sales.fields.buyer" nowrap>
          {buyerName || '—'}
        </SummaryRow>
        <Divider sx={{ my: 1 }} />
        <SummaryRow label="resources.sales.fields.sold_amount" nowrap>
          {values.sold_amount ? formatMoney(values.sold_amount, { currency: code }) : '—'}
        </SummaryRow>
        <SummaryRow label="resources.sales.fields.paid_amount" nowrap>
          {formatMoney(values.paid_amount || '0', { currency: code })}
        </SummaryRow>
        <SummaryRow label="resources.sales.fields.debt_amount" strong nowrap>
          <span data-testid="sale-debt">{debt !== null && (toCents(debt) ?? 0n) >= 0n ? formatMoney(debt, { currency: code }) : '—'}</span>
        </SummaryRow>
        {months ? (
          <SummaryRow label="resources.sales.fields.credit_period" nowrap>
            {months}
          </SummaryRow>
        ) : null}
      </CardContent>
    </Card>
  );
}
