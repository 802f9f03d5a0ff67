import { Button, CircularProgress, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StaticDialog } from './StaticDialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translation key or text. */
  title: string;
  content?: ReactNode;
  /** Translation key of the confirm button; "Confirm" by default. */
  confirmLabel?: string;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" with cancel and confirm (document 2, section 8); static like every modal. */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel = 'ra.action.confirm',
  confirmColor = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <StaticDialog open={open} onDismiss={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        {typeof content === 'string' ? <DialogContentText>{content}</DialogContentText> : content}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={loading} color="inherit">
          {translate('ra.action.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={loading}
          variant="contained"
          color={confirmColor}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
          autoFocus
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </StaticDialog>
  );
}
