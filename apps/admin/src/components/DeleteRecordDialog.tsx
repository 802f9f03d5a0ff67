import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../providers/errorText';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteRecordDialogProps<R extends RaRecord> {
  resource: string;
  /** The record to delete; null keeps the dialog closed. */
  record: R | null;
  /** The title, already translated (it names the record). */
  title: string;
  content: ReactNode;
  /** Translation key of the toast after the delete. */
  successMessage: string;
  /** Closes the dialog, after the delete or its failure too. */
  onClose: () => void;
}

/** Asks, then deletes a record of a react-admin resource (pessimistic); the API's refusal becomes a toast. */
export function DeleteRecordDialog<R extends RaRecord>({ resource, record, title, content, successMessage, onClose }: DeleteRecordDialogProps<R>) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<R>();
  const confirm = async () => {
    if (!record) return;
    try {
      await remove(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(successMessage, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={!!record}
      title={title}
      content={content}
      confirmLabel="ra.action.delete"
      confirmColor="error"
      loading={isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** The edit and delete icons of an item in a dialog's list. */
export function EditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton size="small" onClick={onEdit} aria-label={translate('ra.action.edit')}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton size="small" onClick={onDelete} aria-label={translate('ra.action.delete')}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
