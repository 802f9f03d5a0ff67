import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, Grow, IconButton, Tooltip, type AlertColor } from '@mui/material';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { TOAST_DURATION_MS } from '../config';
import { SILENT_ERROR_MESSAGE } from '../providers/apiErrors';
import { resendState } from '../providers/resendState';
import { RouterBridge } from './RouterBridge';

const SEVERITY: Record<string, AlertColor> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };

/** At most this many toasts are on screen; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

interface Toast {
  key: number;
  payload: NotificationPayload;
}

/**
 * Toasts: bottom-left, where they cover neither the page's main buttons (top-right toolbar,
 * dialog actions bottom-right) nor the form being filled; on a phone at the top, above the
 * full-screen dialogs' bottom buttons; newest at the bottom, at most three
 * stacked; 5 s each, paused while hovered, closed by a click or the close button (document 2,
 * section 9). Replaces react-admin's <Notification> and keeps its undo support. It is also the one
 * component react-admin mounts inside the router on every screen, so it hosts the RouterBridge
 * through which the HTTP client opens the error pages.
 */
export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  useEffect(() => {
    if (notifications.length === 0) return;
    // takeNotification removes one per render (it reads the list of this render): the effect runs again for the next.
    const next = takeNotification();
    if (!next || next.message === SILENT_ERROR_MESSAGE) return; // the error page is already shown
    counter.current += 1;
    const taken: Toast[] = [{ key: counter.current, payload: next }];
    setToasts((current) => {
      const all = [...current, ...taken];
      if (all.length <= MAX_TOASTS) return all;
      // Drop the oldest that is not an undo offer (an undo offer runs out on its own).
      const dropped: Toast[] = [];
      const kept = [...all];
      for (let index = 0; index < kept.length && kept.length - dropped.length > MAX_TOASTS; index += 1) {
        if (!kept[index].payload.notificationOptions?.undoable) dropped.push(kept[index]);
      }
      return kept.filter((toast) => !dropped.includes(toast));
    });
  }, [notifications, takeNotification]);

  const remove = useCallback((key: number) => setToasts((current) => current.filter((toast) => toast.key !== key)), []);

  return (
    <>
      <RouterBridge />
      <Box
        data-testid="toasts"
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          left: { xs: 8, sm: 24 },
          right: { xs: 8, sm: 'auto' },
          // On a phone, dialogs fill the screen with their buttons at the bottom: toasts go on top.
          top: { xs: 8, sm: 'auto' },
          bottom: { xs: 'auto', sm: 24 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        <ResendNotice />
        {toasts.map((toast) => (
          <Grow key={toast.key} in appear timeout={200}>
            <div>
              <ToastItem payload={toast.payload} onDone={() => remove(toast.key)} />
            </div>
          </Grow>
        ))}
      </Box>
    </>
  );
}

/** While a money request is sent again with its key: the operation may have gone through, so no error yet. */
export function ResendNotice() {
  const translate = useTranslate();
  const resending = useSyncExternalStore(resendState.subscribe, resendState.get);
  if (!resending) return null;
  return (
    <Alert severity="info" variant="filled" elevation={6} role="status" icon={<CircularProgress size={18} color="inherit" />}>
      {translate('app.errors.checking_money')}
    </Alert>
  );
}

function ToastItem({ payload, onDone }: { payload: NotificationPayload; onDone: () => void }) {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const options = payload.notificationOptions ?? {};
  const undoable = !!options.undoable;
  const duration = options.autoHideDuration === undefined ? TOAST_DURATION_MS : (options.autoHideDuration ?? undefined);
  const [hovered, setHovered] = useState(false);
  const settled = useRef(false);

  const finish = useCallback(
    (isUndo: boolean) => {
      if (settled.current) return;
      settled.current = true;
      if (undoable) {
        const mutation = takeMutation();
        if (mutation) mutation({ isUndo });
        else undoableEventEmitter.emit('end', { isUndo });
      }
      onDone();
    },
    [undoable, takeMutation, onDone],
  );
  const close = useCallback(() => finish(false), [finish]);

  useEffect(() => {
    if (hovered || duration == null) return;
    const timer = window.setTimeout(close, duration);
    return () => window.clearTimeout(timer);
  }, [hovered, duration, close]);

  useEffect(() => {
    if (!undoable) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [undoable]);

  const message = typeof payload.message === 'string' ? translate(payload.message, { _: payload.message, ...options.messageArgs }) : payload.message;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Alert
        severity={SEVERITY[payload.type] ?? 'info'}
        variant="filled"
        elevation={6}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onClick={undoable ? undefined : close}
        sx={{ minWidth: { sm: 300 }, maxWidth: { sm: 480 }, alignItems: 'center', cursor: undoable ? 'default' : 'pointer' }}
        action={
          <>
            {undoable ? (
              <Button color="inherit" size="small" onClick={() => finish(true)}>
                {translate('ra.action.undo')}
              </Button>
            ) : null}
            <Tooltip title={translate('ra.action.close')}>
              <IconButton
                size="small"
                color="inherit"
                aria-label={translate('ra.action.close')}
                onClick={(event) => {
                  event.stopPropagation();
                  close();
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        }
      >
        {message}
      </Alert>
    </CloseNotificationContext.Provider>
  );
}
