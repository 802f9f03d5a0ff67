import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Stack, Typography } from '@mui/material';

/** Shown over a chart with no data (its axes stay visible behind it). The parent is position: relative. */
export function ChartEmptyOverlay({ message }: { message: string }) {
  return (
    <Stack
      alignItems="center"
      justifyContent="center"
      spacing={1}
      sx={{ position: 'absolute', inset: 0, bottom: 40, pointerEvents: 'none', color: 'text.secondary' }}
    >
      <InsightsOutlinedIcon sx={{ fontSize: 36, opacity: 0.6 }} />
      <Typography variant="body2" sx={{ px: 2, py: 0.5, borderRadius: 1, bgcolor: 'background.paper' }}>
        {message}
      </Typography>
    </Stack>
  );
}
