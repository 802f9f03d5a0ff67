import { Box, Card, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Money } from '../../components/Money';
import { formatMoney } from '../../format/format';
import { IconBadge } from './StatCard';
import type { CurrencyFigure } from './todayFigures';

export interface TodayMoneyCardProps {
  icon: ReactNode;
  /** Translation keys: the title and the count ("%{smart_count} ta sotuv"). */
  label: string;
  countLabel: string;
  figures: CurrencyFigure[];
  loading: boolean;
  color: 'primary' | 'success';
  testId: string;
}

/** Today's money per currency: one line for UZS and one for USD, never added together. */
export function TodayMoneyCard({ icon, label, countLabel, figures, loading, color, testId }: TodayMoneyCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ p: 2.5, height: '100%' }} aria-label={translate(label)} data-testid={testId}>
      <Stack direction="row" spacing={2} alignItems="center">
        <IconBadge icon={icon} color={color} />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
          {translate(label)}
        </Typography>
      </Stack>
      {/* The figures take the card's whole width (a day's sales reach billions of soʻm). */}
      <Box sx={{ containerType: 'inline-size', mt: 1.5 }}>
        {loading ? (
          <>
            <Skeleton variant="text" width="80%" sx={{ fontSize: 22 }} />
            <Skeleton variant="text" width="60%" sx={{ fontSize: 22 }} />
          </>
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1}>
            {figures.map((figure) => (
              <Box key={figure.currency}>
                {/* Never broken inside (Money); a long amount gets smaller to fit the card on one line with its currency, down to 15 px; then the currency goes to the next line. */}
                <Typography
                  sx={{ fontSize: amountFontSize(figure.amount, figure.currency), fontWeight: 700, lineHeight: 1.3 }}
                  data-testid={`${testId}-${figure.currency}`}
                >
                  <Money value={figure.amount} currency={figure.currency} />
                </Typography>
                <Typography variant="caption" color="text.secondary" data-testid={`${testId}-${figure.currency}-count`}>
                  {translate(countLabel, { smart_count: figure.count })}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Card>
  );
}

/** 20 px, or less for an amount and currency that would not fit the card's width at 20 px (bold characters are at most about 0.7 em wide). */
function amountFontSize(amount: string, currency: string): string {
  const characters = formatMoney(amount).length + 1 + currency.length;
  return `max(15px, min(20px, calc(100cqi / ${(characters * 0.7).toFixed(2)})))`;
}
