// The actions at the end of a list's row: icon buttons, confirmed ones (delete, cancel), (de)activate and delete.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { IconButton, Stack, Tooltip, type IconButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiDataProvider } from '../providers/dataProvider';

/** The icon buttons at the end of a row; their clicks do not reach the row's own click. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    // Above a row's stretched link (StretchedLink), so the buttons stay pressable on a phone row.
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()} sx={{ position: 'relative', zIndex: 1 }}>
      {children}
    </Stack>
  );
}

export interface RowActionProps {
  /** Translation key: the tooltip and the accessible name. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: IconButtonProps['color'];
  /**
   * For an action that can be refused: why it cannot be used now (a translation key, shown as the
   * tooltip of the disabled button), or null when it can.
   */
  lock?: string | null;
}

/** One icon button with its tooltip. */
export function RowAction({ label, icon, onClick, color, lock }: RowActionProps) {
  const translate = useTranslate();
  const lockable = lock !== undefined;
  const button = (
    <IconButton size="small" color={color} disabled={lockable ? !!lock : undefined} onClick={onClick} aria-label={translate(label)}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no events: the span carries the tooltip that says why.
  return <Tooltip title={translate(lock ?? label)}>{lockable ? <span>{button}</span> : button}</Tooltip>;
}

/** An error's message for a toast, or the generic one. */
export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'app.errors.generic');

/**
 * A confirmation's state: `run(action)` shows the spinner, refreshes the list after the action and
 * toasts its error; the dialog closes either way.
 */
export function useConfirmation() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return { open, setOpen, busy, run };
}

export interface ConfirmedRowActionProps extends Omit<RowActionProps, 'onClick'> {
  /** The dialog's title, text and button. */
  confirm: Omit<ConfirmDialogProps, 'open' | 'loading' | 'onConfirm' | 'onCancel'>;
  /** The request, its success toast and the caches to drop; the list is refreshed after it. */
  onConfirm: () => Promise<void>;
}

/** A row action asked first ("Are you sure?"): delete, cancel, (de)activate. */
export function ConfirmedRowAction({ confirm, onConfirm, ...action }: ConfirmedRowActionProps) {
  const { open, setOpen, busy, run } = useConfirmation();
  return (
    <>
      <RowAction {...action} onClick={() => setOpen(true)} />
      <ConfirmDialog {...confirm} open={open} loading={busy} onConfirm={() => void run(onConfirm)} onCancel={() => setOpen(false)} />
    </>
  );
}

export interface DeleteRowActionProps {
  /** Translation keys: the button, the dialog's title, its confirm button (the button's label by default). */
  label: string;
  title: string;
  confirmLabel?: string;
  /** The dialog's text, translated. */
  content: string;
  onConfirm: () => Promise<void>;
}

/** Delete a row, confirmed first (a red bin, a red confirm button). */
export function DeleteRowAction({ label, title, confirmLabel = label, content, onConfirm }: DeleteRowActionProps) {
  return (
    <ConfirmedRowAction
      label={label}
      icon={<DeleteOutlineIcon fontSize="small" />}
      color="error"
      confirm={{ title, content, confirmLabel, confirmColor: 'error' }}
      onConfirm={onConfirm}
    />
  );
}

/** Translation keys of one resource's (de)activate and delete. */
export interface ActivateDeleteTexts {
  activate: string;
  deactivate: string;
  delete: string;
  /** The dialogs: `<confirm>.{activate,deactivate,delete}` with %{name}, and each one's `_title`. */
  confirm: string;
  activated: string;
  deactivated: string;
  deleted: string;
}

export interface ActivateDeleteActionsProps {
  record: { is_active: boolean };
  /** Shown in the dialogs. */
  name: string;
  /** The record's API path: PUT {is_active} switches it, DELETE deletes it. */
  path: string;
  texts: ActivateDeleteTexts;
  /** The colour of "deactivate" in its dialog. */
  deactivateColor?: 'primary' | 'warning';
  /** The query caches that show the record. */
  invalidate: readonly string[];
}

/** Deactivate (or activate) and delete a record of a list, each confirmed first; put in `RowActions` after "edit". */
export function ActivateDeleteActions({ record, name, path, texts, deactivateColor = 'primary', invalidate }: ActivateDeleteActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const active = record.is_active;
  const after = async (done: string) => {
    notify(done, { type: 'success' });
    for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey: [queryKey] });
  };
  const toggle = active ? 'deactivate' : 'activate';
  return (
    <>
      <ConfirmedRowAction
        label={texts[toggle]}
        icon={active ? <PauseCircleOutlineIcon fontSize="small" /> : <PlayCircleOutlineIcon fontSize="small" />}
        confirm={{
          title: `${texts.confirm}.${toggle}_title`,
          content: translate(`${texts.confirm}.${toggle}`, { name }),
          confirmLabel: 'ra.action.confirm',
          confirmColor: active ? deactivateColor : 'primary',
        }}
        onConfirm={async () => {
          await dataProvider.request(path, { method: 'PUT', body: { is_active: !active } });
          await after(active ? texts.deactivated : texts.activated);
        }}
      />
      <DeleteRowAction
        label={texts.delete}
        title={`${texts.confirm}.delete_title`}
        confirmLabel="ra.action.delete"
        content={translate(`${texts.confirm}.delete`, { name })}
        onConfirm={async () => {
          await dataProvider.request(path, { method: 'DELETE' });
          await after(texts.deleted);
        }}
      />
    </>
  );
}
