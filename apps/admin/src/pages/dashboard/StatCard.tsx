import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../format/format';

export interface StatCardProps {
  icon: ReactNode;
  /** Translation key. */
  label: string;
  value: number | null;
  loading: boolean;
  color: CardColor;
}

export type CardColor = 'primary' | 'secondary' | 'success' | 'warning' | 'info';

/** A dashboard card's icon on a tint of its colour. */
export function IconBadge({ icon, color }: { icon: ReactNode; color: CardColor }) {
  return (
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
  );
}

/** One figure of the week; "—" and an explanation while there is no data. */
export function StatCard({ icon, label, value, loading, color }: StatCardProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ p: 2.5, height: '100%' }} aria-label={translate(label)}>
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <IconBadge icon={icon} color={color} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          {loading ? (
            <Skeleton variant="text" width={64} sx={{ fontSize: 32 }} />
          ) : (
            <Typography sx={{ fontSize: 30, fontWeight: 700, lineHeight: 1.25, fontVariantNumeric: 'tabular-nums' }}>
              {value === null ? translate('app.common.not_set') : formatNumber(value)}
            </Typography>
          )}
        </Box>
      </Stack>
    </Card>
  );
}
