import { Box, Card, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../format/format';
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
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <Box
          sx={(theme) => ({
            width: 44,
            height: 44,
            borderRadius: `${Math.max(Number(theme.shape.borderRadius), 8)}px`,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: theme.palette[color].main,
            backgroundColor: `color-mix(in srgb, ${theme.palette[color].main} 14%, transparent)`,
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          {loading ? (
            <>
              <Skeleton variant="text" width="80%" sx={{ fontSize: 22 }} />
              <Skeleton variant="text" width="60%" sx={{ fontSize: 22 }} />
            </>
          ) : (
            <Stack divider={<Divider flexItem />} spacing={1} sx={{ mt: 1 }}>
              {figures.map((figure) => (
                <Box key={figure.currency}>
                  <Typography
                    sx={{ fontSize: 20, fontWeight: 700, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                    data-testid={`${testId}-${figure.currency}`}
                  >
                    {formatMoney(figure.amount, { currency: figure.currency })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" data-testid={`${testId}-${figure.currency}-count`}>
                    {translate(countLabel, { smart_count: figure.count })}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Card>
  );
}
