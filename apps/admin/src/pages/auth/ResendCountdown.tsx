import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCountdown, type Countdown } from './useCountdown';

export interface ResendCountdownProps {
  countdown: Countdown;
  onResend: () => void;
  resending?: boolean;
}

/** "Resend in 02:59", and once the time is up, a button to send a new code. */
export function ResendCountdown({ countdown, onResend, resending = false }: ResendCountdownProps) {
  const translate = useTranslate();
  if (countdown.isRunning) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="center" sx={{ color: 'text.secondary' }}>
        <ScheduleIcon fontSize="small" />
        <Typography variant="body2">{translate('app.auth.resend_in')}</Typography>
        <Typography
          variant="body2"
          role="timer"
          aria-live="off"
          sx={{ fontWeight: 700, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(countdown.remaining)}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} alignItems="center">
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.code_expired')}
      </Typography>
      <Button
        onClick={onResend}
        disabled={resending}
        startIcon={resending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('app.auth.resend')}
      </Button>
    </Stack>
  );
}
