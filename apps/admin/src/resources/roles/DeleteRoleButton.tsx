import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button as MuiButton, DialogContentText, IconButton, Link, Stack, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRoleLabel } from '../../i18n/roleNames';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { deleteLock, type RoleActor } from './access';
import { roleApi, roleUsersPath } from './paths';
import { roleErrorText } from './roleErrors';
import type { Role } from './types';

export interface DeleteRoleButtonProps {
  role: Role;
  actor: RoleActor;
  /** An icon in a list row, or a labelled button under the form. */
  variant?: 'icon' | 'button';
  onDeleted?: () => void;
}

/**
 * Deletes a role after a confirmation. The API refuses a role that users hold (409 role.in_use): the
 * dialog then says how many hold it, with a link to them. A role the user may not delete (their own,
 * a built-in one, one above them) shows the button disabled with the reason.
 */
export function DeleteRoleButton({ role, actor, variant = 'icon', onDeleted }: DeleteRoleButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; usersCount?: number } | null>(null);
  const lock = deleteLock(role, actor);
  const label = translate('resources.roles.action.delete');

  const close = () => {
    setOpen(false);
    setRefusal(null);
  };

  const onConfirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await dataProvider.request(roleApi(role.id), { method: 'DELETE', openErrorPage: false });
      notify('resources.roles.notifications.deleted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      close();
      onDeleted?.();
    } catch (error) {
      const text = roleErrorText(error);
      if (text.inUse) {
        // The count the list showed may be old: read it again for the message.
        const usersCount = await freshUsersCount(dataProvider, role.id);
        await queryClient.invalidateQueries({ queryKey: ['roles'] });
        setRefusal(
          usersCount
            ? { text: translate('resources.roles.errors.in_use', { smart_count: usersCount }), usersCount }
            : { text: translate('resources.roles.errors.in_use_unknown') },
        );
      } else {
        setRefusal({ text: translate(text.general ?? text.name ?? 'app.errors.generic') });
      }
    } finally {
      setBusy(false);
    }
  };

  const button =
    variant === 'icon' ? (
      <IconButton size="small" color="error" disabled={!!lock} onClick={() => setOpen(true)} aria-label={label}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    ) : (
      <MuiButton color="error" disabled={!!lock} onClick={() => setOpen(true)} startIcon={<DeleteOutlineIcon />}>
        {label}
      </MuiButton>
    );

  return (
    // Clicks inside (the dialog too: React events bubble through portals) do not open the list's row.
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex' }}>
      <Tooltip title={lock ? translate(lock.reason) : label}>
        <span>{button}</span>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="resources.roles.confirm.delete_title"
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('resources.roles.confirm.delete', { name: roleLabel(role.name) })}</DialogContentText>
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal.text}
                {refusal.usersCount ? (
                  <>
                    {' '}
                    <Link component={RouterLink} to={roleUsersPath(role.id)} onClick={close}>
                      {translate('resources.roles.action.show_users')}
                    </Link>
                  </>
                ) : null}
              </Alert>
            ) : null}
          </Stack>
        }
        confirmLabel="resources.roles.action.delete"
        confirmColor="error"
        loading={busy}
        onConfirm={() => void onConfirm()}
        onCancel={close}
      />
    </Box>
  );
}

async function freshUsersCount(dataProvider: ApiDataProvider, id: Role['id']): Promise<number | undefined> {
  try {
    const { data } = await dataProvider.getList<Role>('roles', {
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    return data.find((role) => role.id === id)?.users_count;
  } catch {
    return undefined;
  }
}
