import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Stack, Typography } from '@mui/material';
import { CreateButton, DataTable, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { ListEmptyState, ResourceList } from '../../components/ResourceList';
import { ActiveField, DateValueField, PhoneField } from '../../components/fields';
import { formatDate, formatPhoneNumber } from '../../format/format';
import { useRoleLabel } from '../../i18n/roleNames';
import { AppDataTable } from '../../components/table/AppDataTable';
import { UserAvatar } from '../../components/UserAvatar';
import { RoleSelectInput } from '../roles/RoleSelectInput';
import { USER_FORM_PATH, userEditPath } from './paths';
import type { User } from './types';

const STATUS_CHOICES = [
  { id: 'true', name: 'app.common.active' },
  { id: 'false', name: 'app.common.inactive' },
];

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <RoleSelectInput key="role" source="role" label="resources.users.fields.role" alwaysOn />,
  <SelectInput key="is_active" source="is_active" label="resources.users.filters.status" choices={STATUS_CHOICES} alwaysOn />,
];

function UserListActions() {
  return (
    // On phones the create button floats (react-admin's FAB): the toolbar then takes no room.
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 }, p: { xs: 0 } }}>
      <CreateButton to={USER_FORM_PATH} label="resources.users.action.create" />
    </TopToolbar>
  );
}

function UsersEmpty() {
  return (
    <ListEmptyState
      icon={<PeopleAltOutlinedIcon />}
      resource="users"
      action={<CreateButton to={USER_FORM_PATH} label="resources.users.action.create" variant="contained" />}
    />
  );
}

function UserNameCell({ record }: { record: User }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 200 }}>
      <UserAvatar fullName={record.full_name} imageUrl={record.profile_image?.url} size={28} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.full_name}
      </Typography>
    </Stack>
  );
}

const openUser = (id: Identifier) => userEditPath(id);

const UserColumn = DataTable.Col<User>;

function UsersTable() {
  return (
    <AppDataTable<User> rowClick={openUser} bulkActionButtons={false} hover>
      <UserColumn source="full_name" render={(record) => <UserNameCell record={record} />} />
      <UserColumn source="phone_number">
        <PhoneField source="phone_number" />
      </UserColumn>
      <UserColumn source="role_name" disableSort render={(record) => <RoleName name={record.role_name} />} />
      <UserColumn source="is_active">
        <ActiveField source="is_active" />
      </UserColumn>
      <UserColumn source="date_joined">
        <DateValueField source="date_joined" />
      </UserColumn>
    </AppDataTable>
  );
}

/** On a phone: one line per user, the table's columns as secondary text. */
function RoleName({ name }: { name: string | null | undefined }) {
  return <>{useRoleLabel()(name)}</>;
}

function UsersSimpleList() {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  return (
    <SimpleList<User>
      rowClick={openUser}
      leftAvatar={(record) => <UserAvatar fullName={record.full_name} imageUrl={record.profile_image?.url} size={36} />}
      primaryText={(record) => record.full_name}
      secondaryText={(record) => (
        <>
          <span style={{ display: 'block' }}>{formatPhoneNumber(record.phone_number)}</span>
          <span style={{ display: 'block' }}>
            {`${roleLabel(record.role_name)} · ${translate(record.is_active ? 'app.common.active' : 'app.common.inactive')} · ${formatDate(record.date_joined)}`}
          </span>
        </>
      )}
    />
  );
}

/** /users/usersList (USER_READ): search, filters by role and status, sorting, page sizes 5–100. */
export function UserList() {
  return (
    <ResourceList
      filters={userFilters}
      actions={<UserListActions />}
      empty={<UsersEmpty />}
      phone={<UsersSimpleList />}
    >
      <UsersTable />
    </ResourceList>
  );
}
