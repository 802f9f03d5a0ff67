import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CreateButton, DataTable, SearchInput, SimpleList, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { ALL_PERMISSIONS, P } from '@mijozlar/shared';
import { ListEmptyState, ResourceList } from '../../components/ResourceList';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useRoleLabel } from '../../i18n/roleNames';
import { hasPermission } from '../../permissions';
import { editLock, isBuiltIn, type RoleActor } from './access';
import { DeleteRoleButton } from './DeleteRoleButton';
import { ROLE_CREATE_PATH, roleFormPath, roleUsersPath } from './paths';
import { useRoleActor } from './RoleForm';
import type { Role } from './types';

const roleFilters = [<SearchInput key="q" source="q" alwaysOn />];

function RoleListActions({ canWrite }: { canWrite: boolean }) {
  return (
    // On phones the create button floats (react-admin's FAB): the toolbar then takes no room.
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 }, p: { xs: 0 } }}>
      {canWrite ? <CreateButton to={ROLE_CREATE_PATH} label="resources.roles.action.create" /> : null}
    </TopToolbar>
  );
}

function RolesEmpty({ canWrite }: { canWrite: boolean }) {
  return (
    <ListEmptyState
      icon={<AdminPanelSettingsOutlinedIcon />}
      resource="roles"
      action={canWrite ? <CreateButton to={ROLE_CREATE_PATH} label="resources.roles.action.create" variant="contained" /> : undefined}
    />
  );
}

function RoleNameCell({ record }: { record: Role }) {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {roleLabel(record.name)}
      </Typography>
      {isBuiltIn(record) ? <Chip size="small" variant="outlined" label={translate('resources.roles.summary.built_in')} /> : null}
    </Stack>
  );
}

/** "12 / 22": how much of the catalogue the role holds. */
function PermissionsCount({ record }: { record: Role }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {translate('resources.roles.summary.permissions', { count: record.permissions.length, total: ALL_PERMISSIONS.length })}
    </Typography>
  );
}

/** The number of users holding the role, as a link to them. */
function UsersCount({ record }: { record: Role }) {
  const count = record.users_count ?? 0;
  if (count === 0) return <Typography variant="body2" color="text.secondary">0</Typography>;
  return (
    <Link component={RouterLink} to={roleUsersPath(record.id)} onClick={(event) => event.stopPropagation()} variant="body2">
      {count}
    </Link>
  );
}

function RowActions({ record, actor }: { record: Role; actor: RoleActor }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locked = !!editLock(record, actor);
  const label = translate(locked ? 'resources.roles.action.view' : 'resources.roles.action.edit');
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={label}>
        <IconButton size="small" onClick={() => navigate(roleFormPath(record.id))} aria-label={label}>
          {locked ? <VisibilityOutlinedIcon fontSize="small" /> : <EditOutlinedIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {hasPermission(actor.permissions, P.USER_WRITE) ? <DeleteRoleButton role={record} actor={actor} /> : null}
    </Stack>
  );
}

const openRole = (id: Identifier) => roleFormPath(id);
const Column = DataTable.Col<Role>;

function RolesTable({ actor }: { actor: RoleActor }) {
  return (
    <AppDataTable<Role> rowClick={openRole} bulkActionButtons={false} hover>
      <Column source="name" label="resources.roles.fields.name" render={(record) => <RoleNameCell record={record} />} />
      <Column
        source="permissions"
        label="resources.roles.fields.permissions_count"
        disableSort
        align="right"
        render={(record) => <PermissionsCount record={record} />}
      />
      <Column source="users_count" label="resources.roles.fields.users_count" disableSort align="right" render={(record) => <UsersCount record={record} />} />
      <Column source="actions" label="" disableSort render={(record) => <RowActions record={record} actor={actor} />} />
    </AppDataTable>
  );
}

/** On a phone: one line per role, its counts as secondary text. */
function RolesSimpleList() {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  return (
    <SimpleList<Role>
      rowClick={openRole}
      leftAvatar={() => <AdminPanelSettingsOutlinedIcon color="primary" />}
      primaryText={(record) => roleLabel(record.name)}
      secondaryText={(record) =>
        [
          translate('resources.roles.summary.permissions_long', { smart_count: record.permissions.length }),
          translate('resources.roles.summary.users_long', { smart_count: record.users_count ?? 0 }),
          isBuiltIn(record) ? translate('resources.roles.summary.built_in') : null,
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}

/** /users/roles (USER_READ; creating, editing and deleting take USER_WRITE). */
export function RoleList() {
  const actor = useRoleActor();
  const canWrite = hasPermission(actor?.permissions, P.USER_WRITE);
  return (
    <ResourceList
      resource="roles"
      title="resources.roles.page.list"
      filters={roleFilters}
      actions={<RoleListActions canWrite={canWrite} />}
      empty={<RolesEmpty canWrite={canWrite} />}
      phone={<RolesSimpleList />}
    >
      {actor ? <RolesTable actor={actor} /> : null}
    </ResourceList>
  );
}
