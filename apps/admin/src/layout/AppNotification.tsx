import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar, type AlertColor } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
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
import { RouterBridge } from './RouterBridge';

const SEVERITY: Record<string, AlertColor> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };

/**
 * Toasts: top-right, 5 s, paused while hovered, closed by a click or the close button
 * (document 2, section 9). Replaces react-admin's <Notification> and keeps its undo support.
 * It is also the one component react-admin mounts inside the router on every screen, so it hosts
 * the RouterBridge through which the HTTP client opens the error pages.
 */
export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    if (notifications.length === 0 || current) return;
    const next = takeNotification();
    if (!next) return;
    if (next.message === SILENT_ERROR_MESSAGE) return; // the error page is already shown
    setCurrent(next);
    setOpen(true);
  }, [notifications, current, takeNotification]);

  const undoable = !!current?.notificationOptions?.undoable;

  // The newest message wins: a waiting one closes the one on screen (an undo offer is left to run out).
  useEffect(() => {
    if (notifications.length > 0 && current && open && !undoable) setOpen(false);
  }, [notifications, current, open, undoable]);

  useEffect(() => {
    if (!undoable) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [undoable]);

  const close = useCallback(() => setOpen(false), []);

  const handleExited = useCallback(() => {
    if (current?.notificationOptions?.undoable) {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo: false });
      else undoableEventEmitter.emit('end', { isUndo: false });
    }
    setCurrent(undefined);
  }, [current, takeMutation]);

  const handleUndo = useCallback(() => {
    const mutation = takeMutation();
    if (mutation) mutation({ isUndo: true });
    else undoableEventEmitter.emit('end', { isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  const options = current?.notificationOptions ?? {};
  const autoHideDuration = options.autoHideDuration === undefined ? TOAST_DURATION_MS : (options.autoHideDuration ?? undefined);
  const message =
    current && typeof current.message === 'string'
      ? translate(current.message, { _: current.message, ...options.messageArgs })
      : current?.message;

  return (
    <>
      <RouterBridge />
      {current ? (
        <CloseNotificationContext.Provider value={close}>
          <Snackbar
            open={open}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            autoHideDuration={autoHideDuration}
            onClose={(_event, reason) => {
              if (reason !== 'clickaway') close();
            }}
            slotProps={{ transition: { onExited: handleExited } }}
            sx={{ top: { xs: 64, sm: 64 } }}
          >
            <Alert
              severity={SEVERITY[current.type] ?? 'info'}
              variant="filled"
              elevation={6}
              onClick={undoable ? undefined : close}
              sx={{ minWidth: 300, maxWidth: 480, alignItems: 'center', cursor: undoable ? 'default' : 'pointer' }}
              action={
                <>
                  {undoable ? (
                    <Button color="inherit" size="small" onClick={handleUndo}>
                      {translate('ra.action.undo')}
                    </Button>
                  ) : null}
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
                </>
              }
            >
              {message}
            </Alert>
          </Snackbar>
        </CloseNotificationContext.Provider>
      ) : null}
    </>
  );
}
