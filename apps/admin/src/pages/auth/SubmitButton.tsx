import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SubmitButtonProps {
  /** Translation key. */
  label: string;
  loading: boolean;
}

export function SubmitButton({ label, loading }: SubmitButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1, py: 1.25 }}
    >
      {translate(label)}
    </Button>
  );
}
