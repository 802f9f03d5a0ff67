import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import { Box, Button, CircularProgress, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import { DeleteRecordDialog, EditDeleteButtons } from '../../components/DeleteRecordDialog';
import { ManageDialog } from '../../components/ManageDialog';
import type { Block, Building } from './types';
import { errorMessage, submissionErrors } from './validation';

export interface BlocksDialogProps {
  building: Building | null;
  canWrite: boolean;
  onClose: () => void;
}

/** The blocks (sections) of one building: add, rename, delete. */
export function BlocksDialog({ building, canWrite, onClose }: BlocksDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const open = !!building;
  const { data: blocks = [], isPending } = useGetList<Block>(
    'building-blocks',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' }, filter: { building: building?.id } },
    { enabled: open },
  );
  const [create, { isPending: creating }] = useCreate<Block>();
  const [update] = useUpdate<Block>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string; error?: string } | null>(null);
  const [toDelete, setToDelete] = useState<Block | null>(null);

  const close = () => {
    setName('');
    setNameError(null);
    setEditing(null);
    onClose();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!building) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(translate('app.validation.required'));
      return;
    }
    try {
      await create('building-blocks', { data: { building: building.id, name: trimmed } }, { returnPromise: true });
      notify('resources.buildings.blocks.created', { type: 'success' });
      setName('');
      setNameError(null);
    } catch (error) {
      const fields = submissionErrors(error);
      if (fields?.name) setNameError(fields.name);
      else notify(errorMessage(error), { type: 'error' });
    }
  };

  const saveEdit = async (block: Block) => {
    if (!editing) return;
    const trimmed = editing.name.trim();
    if (!trimmed) {
      setEditing({ ...editing, error: translate('app.validation.required') });
      return;
    }
    try {
      await update(
        'building-blocks',
        { id: block.id, data: { name: trimmed }, previousData: block },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('resources.buildings.blocks.updated', { type: 'success' });
      setEditing(null);
    } catch (error) {
      const fields = submissionErrors(error);
      if (fields?.name) setEditing({ ...editing, error: fields.name });
      else notify(errorMessage(error), { type: 'error' });
    }
  };


  return (
    <>
      <ManageDialog
        open={open}
        onClose={close}
        id="blocks-title"
        title={translate('resources.buildings.blocks.title', { name: building?.name ?? '' })}
        subtitle="resources.buildings.blocks.subtitle"
      >
        {canWrite ? (
          <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={add} sx={{ mb: 2 }}>
            <TextField
              size="small"
              fullWidth
              label={translate('resources.buildings.blocks.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!nameError}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button type="submit" variant="contained" disabled={creating} startIcon={<AddIcon />} sx={{ flex: 'none', mt: '1px', height: 40 }}>
              {translate('resources.buildings.blocks.add')}
            </Button>
          </Stack>
        ) : null}
        {isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : blocks.length === 0 ? (
          <Stack alignItems="center" spacing={1} sx={{ py: 4, color: 'text.secondary' }}>
            <ViewModuleOutlinedIcon />
            <Typography variant="body2">{translate('resources.buildings.blocks.empty')}</Typography>
          </Stack>
        ) : (
          <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {blocks.map((block, index) => (
              <ListItem
                key={block.id}
                divider={index < blocks.length - 1}
                secondaryAction={
                  canWrite && editing?.id !== block.id ? (
                    <EditDeleteButtons onEdit={() => setEditing({ id: block.id, name: block.name })} onDelete={() => setToDelete(block)} />
                  ) : null
                }
              >
                {editing?.id === block.id ? (
                  <Stack direction="row" spacing={0.5} alignItems="flex-start" sx={{ width: '100%', py: 0.5 }}>
                    <TextField
                      size="small"
                      fullWidth
                      autoFocus
                      value={editing.name}
                      onChange={(event) => setEditing({ ...editing, name: event.target.value, error: undefined })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') void saveEdit(block);
                      }}
                      error={!!editing.error}
                      helperText={editing.error}
                      slotProps={{ htmlInput: { maxLength: 100, 'aria-label': translate('resources.buildings.blocks.name') } }}
                    />
                    <IconButton onClick={() => void saveEdit(block)} aria-label={translate('ra.action.save')} color="primary">
                      <CheckIcon />
                    </IconButton>
                    <IconButton onClick={() => setEditing(null)} aria-label={translate('ra.action.cancel')}>
                      <CloseIcon />
                    </IconButton>
                  </Stack>
                ) : (
                  <ListItemText primary={block.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </ManageDialog>
      <DeleteRecordDialog
        resource="building-blocks"
        record={toDelete}
        title={translate('resources.buildings.blocks.delete_title', { name: toDelete?.name ?? '' })}
        content={translate('resources.buildings.blocks.delete_content')}
        successMessage="resources.buildings.blocks.deleted"
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
