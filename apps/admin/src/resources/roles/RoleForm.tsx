import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  Form,
  Loading,
  SaveButton,
  TextInput,
  Title,
  maxLength,
  required,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import { useRoleLabel } from '../../i18n/roleNames';
import type { ApiDataProvider } from '../../providers/dataProvider';
import type { AppIdentity } from '../../providers/profile';
import { editLock, isBuiltIn, type Lock, type RoleActor } from './access';
import { catalogueOrder, groupPermissions } from './catalogue';
import { DeleteRoleButton } from './DeleteRoleButton';
import { ROLES_API, ROLES_LIST_PATH, roleApi } from './paths';
import { PermissionCatalogueInput } from './PermissionCatalogueInput';
import { roleErrorText } from './roleErrors';
import { toRolePayload } from './rolePayload';
import type { Role } from './types';
import { HistorySection } from '../../components/history/HistorySection';

/** The API's limit (RoleDto). */
export const ROLE_NAME_MAX_LENGTH = 100;
const validateName = [required('app.validation.required'), maxLength(ROLE_NAME_MAX_LENGTH)];

/** The roles list as RoleSelectInput reads it (one short list, shared cache; the API has no read of one role). */
export function useRoles(enabled = true) {
  return useGetList<Role>('roles', { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } }, { enabled });
}

/** The signed-in user as the escalation rules see them; undefined while the profile loads. */
export function useRoleActor(): RoleActor | undefined {
  const { permissions, isPending } = usePermissions<string[]>();
  const { identity, isPending: identityPending } = useGetIdentity();
  if (isPending || identityPending) return undefined;
  return { permissions: permissions ?? [], roleName: (identity as AppIdentity | undefined)?.roleName ?? '' };
}

/** /users/roles/create (USER_WRITE). */
export function RoleCreate() {
  return <RoleScreen />;
}

/** /users/roles/:id (USER_READ): the role's form, read-only when the user may not change it (the reason is said). */
export function RoleEdit() {
  const { id } = useParams<{ id: string }>();
  return <RoleScreen key={id} id={id} />;
}

function RoleScreen({ id }: { id?: string }) {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const actor = useRoleActor();
  // Creating takes USER_WRITE only: the list (USER_READ) is read when a role is opened.
  const { data: roles, isPending } = useRoles(id !== undefined);
  const role = id === undefined ? undefined : roles?.find((candidate) => String(candidate.id) === id);

  if (!actor || (id !== undefined && isPending)) return <Loading />;
  if (id !== undefined && !role) {
    return (
      <Box sx={{ pt: 2 }}>
        <Title title="resources.roles.page.list" />
        <BackButton />
        <Alert severity="warning" sx={{ mt: 2, maxWidth: 720 }}>
          {translate('resources.roles.page.not_found')}
        </Alert>
      </Box>
    );
  }
  const lock = editLock(role, actor);
  const title = role
    ? translate(lock ? 'resources.roles.page.view' : 'resources.roles.page.edit', { name: roleLabel(role.name) })
    : translate('resources.roles.page.create');
  return (
    <Box sx={{ pb: 4, maxWidth: 1400 }}>
      <Title title={title} />
      <RoleForm role={role} actor={actor} lock={lock} />
      {role ? (
        <Box sx={{ mt: 2 }}>
          <HistorySection entity="role" id={role.id} />
        </Box>
      ) : null}
    </Box>
  );
}

function BackButton() {
  return (
    <Button component={Link} to={ROLES_LIST_PATH} label="ra.action.back">
      <ArrowBackIcon />
    </Button>
  );
}

interface RoleFormProps {
  role: Role | undefined;
  actor: RoleActor;
  lock: Lock | null;
}

function RoleForm({ role, actor, lock }: RoleFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const roleLabel = useRoleLabel();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const groups = useMemo(() => groupPermissions(), []);
  const builtIn = isBuiltIn(role);
  const readOnly = !!lock;
  // The same values give the same record: a refetch of the list (window focus) must not reset the form.
  const name = role ? (builtIn ? roleLabel(role.name) : role.name) : '';
  const codes = (role?.permissions ?? []).join(',');
  const record = useMemo(() => ({ name, permissions: codes ? codes.split(',') : [] }), [name, codes]);

  const save = async (values: FieldValues) => {
    const body = toRolePayload(values, { builtIn, order: catalogueOrder(groups) });
    try {
      if (role) await dataProvider.request(roleApi(role.id), { method: 'PUT', body, openErrorPage: false });
      else await dataProvider.request(ROLES_API, { method: 'POST', body, openErrorPage: false });
    } catch (error) {
      const text = roleErrorText(error);
      if (text.name) return { name: translate(text.name) };
      return { root: { serverError: translate(text.general ?? 'app.errors.generic') } };
    }
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
    notify(role ? 'resources.roles.notifications.updated' : 'resources.roles.notifications.created', { type: 'success' });
    navigate(ROLES_LIST_PATH);
    return undefined;
  };

  return (
    <Form record={record} onSubmit={save} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <BackButton />
        </Stack>
        {lock ? (
          <Alert severity="info" data-testid="role-read-only">
            {translate(lock.reason, {
              permissions: (lock.codes ?? []).map((code) => `«${translate(`resources.roles.permissions.${code}.name`)}»`).join(', '),
            })}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack spacing={1} sx={{ maxWidth: 560 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="subtitle1" component="h2">
                  {translate('resources.roles.name', { smart_count: 1 })}
                </Typography>
                {builtIn ? <Chip size="small" label={translate('resources.roles.summary.built_in')} /> : null}
                {role?.users_count !== undefined ? (
                  <Typography variant="body2" color="text.secondary">
                    · {translate('resources.roles.summary.users_long', { smart_count: role.users_count })}
                  </Typography>
                ) : null}
              </Stack>
              <TextInput
                source="name"
                label="resources.roles.fields.name"
                validate={validateName}
                disabled={readOnly || builtIn}
                helperText={builtIn ? 'resources.roles.helpers.name_built_in' : readOnly ? false : 'resources.roles.helpers.name'}
                autoComplete="off"
                fullWidth
              />
            </Stack>
            <Box sx={{ mt: 3 }}>
              <PermissionCatalogueInput groups={groups} actor={actor} disabled={readOnly} />
            </Box>
          </CardContent>
        </Card>
        {readOnly ? null : (
          // The catalogue is long: Save stays in view at the bottom of the screen.
          <Stack
            direction="row"
            justifyContent="space-between"
            alignItems="center"
            spacing={2}
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              py: 1.5,
              px: 2,
              mx: { xs: -1, sm: 0 },
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              borderRadius: { sm: 1 },
              boxShadow: 3,
            }}
          >
            <SaveButton alwaysEnable={!role} />
            {role ? <DeleteRoleButton role={role} actor={actor} variant="button" onDeleted={() => navigate(ROLES_LIST_PATH)} /> : null}
          </Stack>
        )}
      </Stack>
    </Form>
  );
}
