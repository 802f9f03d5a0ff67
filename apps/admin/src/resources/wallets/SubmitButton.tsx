import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** A form's submit: enabled until submitted, then disabled (with a spinner) until the request ends. */
export function SubmitButton({ label, icon, color = 'primary' }: { label: string; icon?: ReactNode; color?: 'primary' | 'success' | 'warning' | 'error' }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : (icon ?? <SaveOutlinedIcon />)}
    >
      {translate(label)}
    </Button>
  );
}
