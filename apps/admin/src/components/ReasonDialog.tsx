// A correction's reason (DESIGN.md "Audit trail"): reversing or editing an operation, declining or
// deleting a sale, a refusal. The API takes it as optional; the admin always asks for it, in the
// user's language, and sends it as the body's `reason` or `?reason=` on a DELETE.
import { Button, CircularProgress, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import '../i18n/reasonTexts';
import { RowAction, useConfirmation, type RowActionProps } from './RowActions';
import { StaticDialog } from './StaticDialog';

export const REASON_MAX = 500;

/** The reason's error (a translation key and its values), or null when it may be sent. */
export function reasonError(value: string | null | undefined): { key: string; max?: number } | null {
  const text = (value ?? '').trim();
  if (text === '') return { key: 'app.reason.required' };
  if (text.length > REASON_MAX) return { key: 'app.reason.too_long', max: REASON_MAX };
  return null;
}

/** react-admin's validator of a form's reason field. */
export const validateReason: Validator = (value: unknown) => {
  const error = reasonError(typeof value === 'string' ? value : '');
  return error ? (error.max ? { message: error.key, args: { max: error.max } } : error.key) : undefined;
};

/** The reason as a field of a react-admin form (an edit dialog): required, at most 500 characters. */
export function ReasonInput({ source = 'reason' }: { source?: string }) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label="app.reason.label"
      helperText={translate('app.reason.helper')}
      validate={validateReason}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
    />
  );
}

/** The reason as a plain field (pages with their own state): shows its error once `touched`. */
export function ReasonField({ value, onChange, touched, disabled }: { value: string; onChange: (value: string) => void; touched: boolean; disabled?: boolean }) {
  const translate = useTranslate();
  const error = touched ? reasonError(value) : null;
  return (
    <TextField
      label={translate('app.reason.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={2}
      fullWidth
      disabled={disabled}
      error={!!error}
      helperText={error ? translate(error.key, { max: error.max }) : translate('app.reason.helper')}
      slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
    />
  );
}

export interface ReasonDialogProps {
  open: boolean;
  /** Translation key. */
  title: string;
  content?: ReactNode;
  /** Translation key of the confirm button. */
  confirmLabel?: string;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  loading?: boolean;
  /** Called with the trimmed reason, only when it is valid. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** "Are you sure?" with the reason asked for: confirm sends nothing until a reason is written. */
export function ReasonDialog({ open, title, content, confirmLabel = 'ra.action.confirm', confirmColor = 'primary', loading = false, onConfirm, onCancel }: ReasonDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const submit = () => {
    setTouched(true);
    if (reasonError(reason)) return;
    onConfirm(reason.trim());
  };
  return (
    <StaticDialog open={open} onDismiss={onCancel} maxWidth="xs" fullWidth aria-labelledby="reason-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="reason-dialog-title">{translate(title, { _: title })}</DialogTitle>
        <DialogContent>
          {typeof content === 'string' ? <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText> : content}
          <ReasonField value={reason} onChange={setReason} touched={touched} disabled={loading} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={loading} color="inherit">
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" disabled={loading} variant="contained" color={confirmColor} startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate(confirmLabel)}
          </Button>
        </DialogActions>
      </form>
    </StaticDialog>
  );
}

export interface ReasonRowActionProps extends Omit<RowActionProps, 'onClick'> {
  confirm: Omit<ReasonDialogProps, 'open' | 'loading' | 'onConfirm' | 'onCancel'>;
  /** The request with the reason; the list is refreshed after it. */
  onConfirm: (reason: string) => Promise<void>;
}

/** A row action that corrects something (cancel, delete): asked first, with its reason. */
export function ReasonRowAction({ confirm, onConfirm, ...action }: ReasonRowActionProps) {
  const { open, setOpen, busy, run } = useConfirmation();
  return (
    <>
      <RowAction {...action} onClick={() => setOpen(true)} />
      <ReasonDialog {...confirm} open={open} loading={busy} onConfirm={(reason) => void run(() => onConfirm(reason))} onCancel={() => setOpen(false)} />
    </>
  );
}
