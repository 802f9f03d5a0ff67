import AddIcon from '@mui/icons-material/Add';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { Autocomplete, Box, Button, Chip, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import { DeleteRecordDialog, EditDeleteButtons } from '../../components/DeleteRecordDialog';
import { ManageDialog } from '../../components/ManageDialog';
import type { Building, BuildingGroup } from './types';
import { errorMessage, submissionErrors } from './validation';

interface Draft {
  id?: number;
  name: string;
  buildings: number[];
  errors?: Record<string, string>;
}

export interface GroupsDialogProps {
  open: boolean;
  canWrite: boolean;
  onClose: () => void;
}

/** Building groups: a name and the buildings it gathers. */
export function GroupsDialog({ open, canWrite, onClose }: GroupsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const list = { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' as const } };
  const { data: groups = [], isPending } = useGetList<BuildingGroup>('building-groups', list, { enabled: open });
  const { data: buildings = [] } = useGetList<Building>('buildings', list, { enabled: open });
  const [create] = useCreate<BuildingGroup>();
  const [update] = useUpdate<BuildingGroup>();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<BuildingGroup | null>(null);

  const nameOf = new Map(buildings.map((building) => [building.id, building.name]));

  const save = async () => {
    if (!draft) return;
    const name = draft.name.trim();
    if (!name) {
      setDraft({ ...draft, errors: { name: translate('app.validation.required') } });
      return;
    }
    setSaving(true);
    const data = { name, buildings: draft.buildings };
    try {
      if (draft.id) {
        const previousData = groups.find((group) => group.id === draft.id);
        await update('building-groups', { id: draft.id, data, previousData }, { mutationMode: 'pessimistic', returnPromise: true });
        notify('resources.buildings.groups.updated', { type: 'success' });
      } else {
        await create('building-groups', { data }, { returnPromise: true });
        notify('resources.buildings.groups.created', { type: 'success' });
      }
      setDraft(null);
    } catch (error) {
      const fields = submissionErrors(error);
      if (fields) setDraft({ ...draft, errors: fields });
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };


  const close = () => {
    setDraft(null);
    onClose();
  };

  const editor = draft ? (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack spacing={2}>
        <TextField
          size="small"
          autoFocus
          label={translate('resources.buildings.groups.name')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value, errors: undefined })}
          error={!!draft.errors?.name}
          helperText={draft.errors?.name}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Autocomplete
          multiple
          size="small"
          options={buildings.map((building) => building.id)}
          getOptionLabel={(id) => nameOf.get(id) ?? String(id)}
          value={draft.buildings}
          onChange={(_event, value) => setDraft({ ...draft, buildings: value, errors: undefined })}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('resources.buildings.groups.buildings')}
              error={!!draft.errors?.buildings}
              helperText={draft.errors?.buildings}
            />
          )}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button color="inherit" onClick={() => setDraft(null)} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  ) : null;

  return (
    <>
      <ManageDialog
        open={open}
        onClose={close}
        id="groups-title"
        title={translate('resources.buildings.groups.title')}
        action={
          canWrite && !draft ? (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setDraft({ name: '', buildings: [] })}>
              {translate('resources.buildings.groups.add')}
            </Button>
          ) : null
        }
        subtitle="resources.buildings.groups.subtitle"
      >
        {draft && !draft.id ? editor : null}
        {isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : groups.length === 0 && !draft ? (
          <Stack alignItems="center" spacing={1} sx={{ py: 4, color: 'text.secondary' }}>
            <WorkspacesOutlinedIcon />
            <Typography variant="body2">{translate('resources.buildings.groups.empty')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={1}>
            {groups.map((group) =>
              draft?.id === group.id ? (
                <Box key={group.id}>{editor}</Box>
              ) : (
                <Paper key={group.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{group.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('resources.buildings.groups.buildings_count', { smart_count: group.buildings.length })}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
                      {group.buildings.map((id) => (
                        <Chip key={id} size="small" label={nameOf.get(id) ?? `#${id}`} />
                      ))}
                    </Stack>
                  </Box>
                  {canWrite ? (
                    <EditDeleteButtons onEdit={() => setDraft({ id: group.id, name: group.name, buildings: [...group.buildings] })} onDelete={() => setToDelete(group)} />
                  ) : null}
                </Paper>
              ),
            )}
          </Stack>
        )}
      </ManageDialog>
      <DeleteRecordDialog
        resource="building-groups"
        record={toDelete}
        title={translate('resources.buildings.groups.delete_title', { name: toDelete?.name ?? '' })}
        content={translate('resources.buildings.groups.delete_content')}
        successMessage="resources.buildings.groups.deleted"
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
