import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Create,
  DeleteButton,
  Edit,
  Loading,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useGetOne,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CURRENCY_USD } from '@mijozlar/shared';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { isApiError } from '../../providers/apiErrors';
import { buildingsListLink, roomPath, roomsPath } from '../buildings/paths';
import type { Building } from '../buildings/types';
import { RoomInputs } from './RoomInputs';
import { statusCodeOf, toRoomPayload, validateRoom } from './roomForm';
import { ROOMS_GRID_QUERY, useRoomStatuses } from './RoomList';
import type { Room, RoomStatus } from './types';

function Trail({ buildingId, buildingName, current }: { buildingId?: number; buildingName?: string; current: string }) {
  const translate = useTranslate();
  return (
    <Breadcrumbs sx={{ fontSize: 14, mb: 0.5 }}>
      <MuiLink component={Link} to={buildingsListLink()} underline="hover" color="inherit">
        {translate('resources.buildings.page.list')}
      </MuiLink>
      {buildingId ? (
        <MuiLink component={Link} to={roomsPath(buildingId)} underline="hover" color="inherit">
          {buildingName ?? '…'}
        </MuiLink>
      ) : null}
      <Typography color="text.primary" sx={{ fontSize: 14 }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}

function BackButton({ to }: { to: string }) {
  return (
    <TopToolbar>
      <Button component={Link} to={to} label="ra.action.back">
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}

function useInvalidateGrid() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [ROOMS_GRID_QUERY] });
}

const formValidate = (statuses: RoomStatus[]) => (values: Record<string, unknown>) =>
  validateRoom(values, statusCodeOf(statuses, values.status));

const formTransform = (statuses: RoomStatus[]) => (values: Record<string, unknown>) =>
  toRoomPayload(values, statusCodeOf(statuses, values.status));

/** /buildings/roomEdit/create?buildId= (BUILDING_WRITE). */
export function RoomCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const invalidateGrid = useInvalidateGrid();
  const [params] = useSearchParams();
  const buildingId = Number(params.get('buildId')) || undefined;
  const { data: building } = useGetOne<Building>('buildings', { id: buildingId ?? 0 }, { enabled: !!buildingId });
  const { data: statuses, isPending } = useRoomStatuses();
  if (isPending || !statuses) return <Loading />;
  const free = statuses.find((status) => status.code === 'free');
  const back = buildingId ? roomsPath(buildingId) : buildingsListLink();
  return (
    <Box sx={{ pt: 1 }}>
      <Trail buildingId={buildingId} buildingName={building?.name} current={translate('resources.rooms.page.create')} />
      <Create
        resource="rooms"
        title="resources.rooms.page.create"
        actions={<BackButton to={back} />}
        transform={formTransform(statuses)}
        mutationOptions={{
          onSuccess: (room: Room) => {
            notify('resources.rooms.notifications.created', { type: 'success' });
            invalidateGrid();
            navigate(roomsPath(room.building ?? buildingId));
          },
        }}
        sx={{ maxWidth: 1200 }}
      >
        <SimpleForm
          defaultValues={{ building: buildingId, status: free?.id, currency: CURRENCY_USD, block: null, photo: null }}
          validate={formValidate(statuses)}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <RoomInputs statuses={statuses} />
        </SimpleForm>
      </Create>
    </Box>
  );
}

function EditTitle() {
  const record = useRecordContext<Room>();
  const translate = useTranslate();
  return <>{record ? translate('resources.rooms.page.edit', { number: record.number }) : ''}</>;
}

function EditTrail() {
  const record = useRecordContext<Room>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Trail buildingId={record.building} buildingName={record.building_name} current={translate('resources.rooms.page.edit', { number: record.number })} />
    </Box>
  );
}

/** /buildings/roomEdit/Edit?id= (BUILDING_WRITE); a failed read goes back to the room list with a message. */
export function RoomEdit({ id }: { id: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const invalidateGrid = useInvalidateGrid();
  const [params] = useSearchParams();
  const buildingId = Number(params.get('buildId')) || undefined;
  const { data: statuses, isPending } = useRoomStatuses();
  if (isPending || !statuses) return <Loading />;
  return (
    <Box sx={{ pt: 1 }}>
      <Edit<Room>
        resource="rooms"
        id={Number(id)}
        title={<EditTitle />}
        mutationMode="pessimistic"
        actions={<BackButton to={`${roomPath(id)}${buildingId ? `?buildId=${buildingId}` : ''}`} />}
        transform={formTransform(statuses)}
        queryOptions={{
          retry: false,
          onError: (error: unknown) => {
            if (isApiError(error) && error.redirected) return;
            notify('resources.rooms.notifications.not_found', { type: 'warning' });
            navigate(buildingId ? roomsPath(buildingId) : buildingsListLink(), { replace: true });
          },
        }}
        mutationOptions={{
          onSuccess: (room: Room) => {
            notify('resources.rooms.notifications.updated', { type: 'success' });
            invalidateGrid();
            navigate(`${roomPath(room.id)}?buildId=${room.building}`);
          },
        }}
        sx={{ maxWidth: 1200 }}
      >
        <EditTrail />
        <SimpleForm
          validate={formValidate(statuses)}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteRoomButton />
            </Toolbar>
          }
        >
          <RoomInputs statuses={statuses} />
        </SimpleForm>
      </Edit>
    </Box>
  );
}

function DeleteRoomButton() {
  const record = useRecordContext<Room>();
  const translate = useTranslate();
  const invalidateGrid = useInvalidateGrid();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={translate('resources.rooms.delete.title', { number: record.number })}
      confirmContent="resources.rooms.delete.content"
      redirect={() => roomsPath(record.building).slice(1)}
      mutationOptions={{ onSuccess: invalidateGrid }}
      successMessage="resources.rooms.notifications.deleted"
    />
  );
}

/** /buildings/roomEdit/{type}: `create` (with ?buildId=) or `Edit` (with ?id=). */
export function RoomEditRoute() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (type === 'create') return <RoomCreate />;
  if (type === 'Edit' && id) return <RoomEdit key={id} id={id} />;
  return <NotFoundPage />;
}
