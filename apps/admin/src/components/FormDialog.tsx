import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Skeleton, Typography, useMediaQuery, type Breakpoint, type Theme } from '@mui/material';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Form, ResourceContextProvider, useNotify, useRefresh, useTranslate, type ValidateForm } from 'react-admin';
import { isApiError } from '../providers/apiErrors';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { StaticDialog } from './StaticDialog';
import { useIdempotencyKey } from './useIdempotencyKey';

export type DialogColor = NonNullable<ConfirmDialogProps['confirmColor']>;

/** The "are you sure?" step between the form's save and the request (money, anything hard to undo). */
export interface FormDialogConfirm<T> {
  /** Translation key of the confirmation's title. */
  title: string;
  /** What is about to happen, from the values the user saved. */
  content: (values: T) => ReactNode;
  /** Translation key of the confirm button; "Confirm" by default. */
  label?: string;
  /** The confirm button's colour; the submit button's by default. */
  color?: DialogColor;
}

export interface FormSubmitContext {
  /**
   * The Idempotency-Key of this opening of the dialog: every retry after a failure sends the same
   * key (a lost answer or a double click moves money once), the next opening gets a new one.
   */
  idempotencyKey: string;
}

export interface FormDialogProps<T extends FieldValues, R = unknown> {
  open: boolean;
  onClose: () => void;
  /** A stable name: the title's element id is `${id}-title` and names the dialog for screen readers. */
  id: string;
  /** Translation key of the title (with `titleArgs`), or the title itself. */
  title: string | ReactNode;
  titleArgs?: Record<string, unknown>;
  /** A second line under the title (whom or what the form is about). */
  subtitle?: ReactNode;
  maxWidth?: Breakpoint;
  /** The form's values when it opens. */
  defaultValues: T;
  /** Whole-form validation, as react-admin's <Form validate>. */
  validate?: ValidateForm;
  /** Inputs without a label take `resources.<resource>.fields.<source>`. */
  resource?: string;
  /** Sends the request; throws on failure (the API's errors go under the fields they name, the rest to a toast). */
  submit: (values: T, context: FormSubmitContext) => Promise<R>;
  /** Ask before sending. */
  confirm?: FormDialogConfirm<T>;
  /** Translation key of the toast after a success. */
  successMessage?: string;
  /** Queries to refetch after a success. */
  invalidate?: QueryKey[];
  /** Refresh react-admin's views (lists, the open record) after a success. */
  refresh?: boolean;
  /** After a success, once the dialog is closed. */
  onSaved?: (result: R, values: T) => void;
  /** A failure the dialog shows itself (e.g. a link to the existing record): return true and no toast follows (field errors still go under their inputs). */
  onError?: (error: unknown) => boolean;
  /** Translation key of the submit button; "Save" by default. */
  submitLabel?: string;
  submitIcon?: ReactNode;
  submitColor?: DialogColor;
  /** False keeps the submit disabled (e.g. a payment above what is owed). */
  canSubmit?: (values: T) => boolean;
  /** A button at the start of the actions (e.g. delete what the form edits); disabled while the form is sent. */
  secondaryAction?: (state: { disabled: boolean }) => ReactNode;
  /** What the form edits is still loading: a placeholder instead of the form. */
  loading?: boolean;
  /** What the form edits could not be read: a message instead of the form. */
  loadFailed?: boolean;
  children: ReactNode;
}

/** Nothing to merge into the defaults: a dialog opened on a record's page must not take that record's fields. */
const NO_RECORD = {};

/** The field errors of a failed request, first message per field. */
function fieldErrorsOf(error: unknown): [string, string][] {
  if (!isApiError(error)) return [];
  const seen = new Map<string, string>();
  for (const item of error.apiErrors) if (item.field && !seen.has(item.field)) seen.set(item.field, item.message);
  return [...seen];
}

function hasInput(root: HTMLElement | null, name: string): boolean {
  if (!root) return false;
  return root.querySelector(`[name="${name.replace(/["\\]/g, '\\$&')}"]`) !== null;
}

/** Hands the form's methods to the dialog (the submit handler lives outside <Form>). */
function FormHandle({ into }: { into: { current: UseFormReturn<FieldValues> | null } }) {
  const methods = useFormContext();
  useEffect(() => {
    into.current = methods;
  }, [into, methods]);
  return null;
}

function Actions<T extends FieldValues>({
  onCancel,
  label,
  icon,
  color,
  canSubmit,
  secondaryAction,
}: {
  onCancel: () => void;
  label: string;
  icon?: ReactNode;
  color: DialogColor;
  canSubmit?: (values: T) => boolean;
  secondaryAction?: (state: { disabled: boolean }) => ReactNode;
}) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const values = useWatch() as T;
  const blocked = canSubmit ? !canSubmit(values) : false;
  return (
    <DialogActions sx={{ px: 3, py: 1.5 }}>
      {secondaryAction ? <Box sx={{ mr: 'auto' }}>{secondaryAction({ disabled: isSubmitting })}</Box> : null}
      <Button onClick={onCancel} color="inherit" disabled={isSubmitting}>
        {translate('ra.action.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={color}
        disabled={isSubmitting || blocked}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : (icon ?? <SaveOutlinedIcon />)}
      >
        {translate(label)}
      </Button>
    </DialogActions>
  );
}

function Title({ id, title, titleArgs, subtitle }: { id: string; title: string | ReactNode; titleArgs?: Record<string, unknown>; subtitle?: ReactNode }) {
  const translate = useTranslate();
  return (
    <DialogTitle id={`${id}-title`}>
      {typeof title === 'string' ? translate(title, titleArgs) : title}
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {subtitle}
        </Typography>
      ) : null}
    </DialogTitle>
  );
}

/** One opening of the dialog: mounted on open, so its idempotency key and its state start afresh each time. */
function FormDialogBody<T extends FieldValues, R>(props: FormDialogProps<T, R>) {
  const {
    onClose,
    id,
    defaultValues,
    validate,
    submit,
    confirm,
    successMessage,
    invalidate,
    refresh: refreshAfter,
    onSaved,
    onError,
    submitLabel = 'ra.action.save',
    submitIcon,
    submitColor = 'primary',
    canSubmit,
    secondaryAction,
    children,
  } = props;
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { key } = useIdempotencyKey();
  const form = useRef<UseFormReturn<FieldValues> | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const [asking, setAsking] = useState<T | null>(null);
  const [sending, setSending] = useState(false);
  const answer = useRef<(() => void) | null>(null);

  /**
   * Field errors under their inputs; anything no input shows, as a toast. Returns the first field
   * with an error, to be focused once the form is in front again.
   */
  const showError = useCallback(
    (error: unknown): string | null => {
      const handled = onError?.(error) === true;
      const shown = fieldErrorsOf(error).filter(([field]) => hasInput(content.current, field));
      const general = isApiError(error) ? error.apiErrors.filter((item) => !item.field || !shown.some(([field]) => field === item.field)) : [];
      if (!handled && (shown.length === 0 || general.length > 0)) {
        const message = general[0]?.message ?? (error instanceof Error && error.message ? error.message : 'app.errors.generic');
        notify(message, { type: 'error' });
      }
      for (const [field, message] of shown) form.current?.setError(field, { type: 'server', message });
      return shown[0]?.[0] ?? null;
    },
    [notify, onError],
  );

  const focusLater = (field: string | null) => {
    if (field) window.setTimeout(() => form.current?.setFocus(field), 0);
  };

  /** Sends once; resolves with the field to focus after a failure. */
  const sendingNow = useRef(false);
  const send = async (values: T): Promise<string | null> => {
    sendingNow.current = true;
    setSending(true);
    try {
      const result = await submit(values, { idempotencyKey: key });
      if (successMessage) notify(successMessage, { type: 'success' });
      await Promise.all((invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (refreshAfter) refresh();
      onClose();
      onSaved?.(result, values);
      return null;
    } catch (error) {
      return showError(error);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  const finishAsking = () => {
    setAsking(null);
    answer.current?.();
    answer.current = null;
  };

  // The form stays "submitting" (its buttons disabled) until the request ends, or the confirmation is answered.
  // A second submit while one is under way (Enter pressed twice) is ignored.
  const busy = useRef(false);
  const onSubmit = async (values: FieldValues) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!confirm) {
        focusLater(await send(values as T));
        return;
      }
      await new Promise<void>((resolve) => {
        answer.current = resolve;
        setAsking(values as T);
      });
    } finally {
      busy.current = false;
    }
  };

  const onConfirm = () => {
    if (asking === null || sendingNow.current) return;
    void send(asking).then((field) => {
      finishAsking();
      focusLater(field);
    });
  };

  return (
    <>
      <Form<FieldValues> defaultValues={defaultValues as FieldValues} record={NO_RECORD} validate={validate} onSubmit={onSubmit} noValidate>
        <FormHandle into={form} />
        <Title id={id} title={props.title} titleArgs={props.titleArgs} subtitle={props.subtitle} />
        <DialogContent dividers ref={content}>
          {children}
        </DialogContent>
        <Actions<T> onCancel={onClose} label={submitLabel} icon={submitIcon} color={submitColor} canSubmit={canSubmit} secondaryAction={secondaryAction} />
      </Form>
      {confirm ? (
        <ConfirmDialog
          open={asking !== null}
          title={confirm.title}
          confirmLabel={confirm.label}
          confirmColor={confirm.color ?? submitColor}
          loading={sending}
          onConfirm={onConfirm}
          onCancel={() => {
            if (!sendingNow.current) finishAsking();
          }}
          content={asking !== null ? confirm.content(asking) : null}
        />
      ) : null}
    </>
  );
}

/**
 * The one create/edit dialog of the admin (spec: static modals, document 2, section 4): the title,
 * the inputs, Cancel and Save. Save stays disabled while the request (or its confirmation) is under
 * way; the API's field errors (already in the user's language) show under their inputs and the first
 * one takes the focus; the rest is a toast. Neither the backdrop nor Escape closes it; on a phone it
 * fills the screen with the buttons always in view. Each opening gets its own idempotency key.
 */
export function FormDialog<T extends FieldValues, R = unknown>(props: FormDialogProps<T, R>) {
  const { open, onClose, id, maxWidth = 'sm', resource, loading = false, loadFailed = false } = props;
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  let body: ReactNode = null;
  if (open && (loading || loadFailed)) {
    body = (
      <>
        <Title id={id} title={props.title} titleArgs={props.titleArgs} subtitle={props.subtitle} />
        <DialogContent dividers>
          {loadFailed ? <Alert severity="error">{translate('app.errors.generic')}</Alert> : <Skeleton variant="rounded" height={280} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} color="inherit">
            {translate('ra.action.cancel')}
          </Button>
        </DialogActions>
      </>
    );
  } else if (open) {
    body = <FormDialogBody {...props} />;
  }
  return (
    <StaticDialog
      open={open}
      onDismiss={onClose}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } } }}
    >
      {resource ? <ResourceContextProvider value={resource}>{body}</ResourceContextProvider> : body}
    </StaticDialog>
  );
}
