import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, DataTable, SearchInput, SimpleList, TopToolbar, useDelete, useNotify, usePermissions, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListEmptyState, ResourceList } from '../../components/ResourceList';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import { BlocksDialog } from './BlocksDialog';
import { BuildingFormDialog } from './BuildingFormDialog';
import { GroupsDialog } from './GroupsDialog';
import { roomsPath } from './paths';
import { ThreeDModelDialog } from './ThreeDModelDialog';
import type { Building } from './types';
import { errorMessage } from './validation';

const buildingFilters = [<SearchInput key="q" source="q" alwaysOn />];

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; building: Building }
  | { kind: 'blocks'; building: Building }
  | { kind: 'delete'; building: Building }
  | { kind: 'groups' }
  | { kind: 'three_d' }
  | null;

function useCanWrite(): boolean {
  const { permissions } = usePermissions<string[]>();
  return hasPermission(permissions, P.BUILDING_WRITE);
}

function ListActions({ onOpen, canWrite }: { onOpen: (dialog: Dialog) => void; canWrite: boolean }) {
  return (
    <TopToolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Button label="resources.buildings.action.groups" onClick={() => onOpen({ kind: 'groups' })}>
        <WorkspacesOutlinedIcon />
      </Button>
      <Button label="resources.buildings.action.three_d" onClick={() => onOpen({ kind: 'three_d' })}>
        <ViewInArOutlinedIcon />
      </Button>
      {canWrite ? (
        <Button label="resources.buildings.action.create" variant="contained" onClick={() => onOpen({ kind: 'create' })}>
          <AddIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
}

function RowActions({ record, canWrite, onOpen }: { record: Building; canWrite: boolean; onOpen: (dialog: Dialog) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const stop = (handler: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
  const action = (label: string, icon: React.ReactNode, handler: () => void, color?: 'error') => (
    <Tooltip title={translate(label)} key={label}>
      <IconButton size="small" color={color} aria-label={`${translate(label)}: ${record.name}`} onClick={stop(handler)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.25} justifyContent="flex-end" sx={{ whiteSpace: 'nowrap' }}>
      {action('resources.buildings.action.rooms', <GridViewOutlinedIcon fontSize="small" />, () => navigate(roomsPath(record.id)))}
      {action('resources.buildings.action.blocks', <ViewModuleOutlinedIcon fontSize="small" />, () => onOpen({ kind: 'blocks', building: record }))}
      {canWrite ? action('resources.buildings.action.edit', <EditOutlinedIcon fontSize="small" />, () => onOpen({ kind: 'edit', building: record })) : null}
      {canWrite
        ? action('resources.buildings.action.delete', <DeleteOutlineIcon fontSize="small" />, () => onOpen({ kind: 'delete', building: record }), 'error')
        : null}
    </Stack>
  );
}

const Column = DataTable.Col<Building>;
const openRooms = (id: Identifier) => roomsPath(id);

function BuildingsTable({ canWrite, onOpen }: { canWrite: boolean; onOpen: (dialog: Dialog) => void }) {
  return (
    <AppDataTable<Building> rowClick={openRooms} bulkActionButtons={false} hover>
      <Column
        source="name"
        render={(record) => (
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 220 }}>
            <ApartmentOutlinedIcon color="action" fontSize="small" />
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {record.name}
              </Typography>
              {record.address ? (
                <Typography variant="caption" color="text.secondary">
                  {record.address}
                </Typography>
              ) : null}
            </div>
          </Stack>
        )}
      />
      <Column align="right" source="floor_count" label="resources.buildings.columns.floor_count" render={(record) => formatNumber(record.floor_count)} />
      <Column align="right" source="entrance_count" label="resources.buildings.columns.entrance_count" render={(record) => formatNumber(record.entrance_count)} />
      <Column align="right" source="room_count" label="resources.buildings.columns.room_count" render={(record) => formatNumber(record.room_count)} />
      <Column align="right" source="rooms_total" label="resources.buildings.columns.rooms_total" disableSort render={(record) => formatNumber(record.rooms_total ?? null) || '—'} />
      <Column source="id" label=" " disableSort render={(record) => <RowActions record={record} canWrite={canWrite} onOpen={onOpen} />} />
    </AppDataTable>
  );
}

function BuildingsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<Building>
      rowClick={openRooms}
      leftIcon={() => <ApartmentOutlinedIcon />}
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        `${translate('resources.buildings.fields.floor_count')}: ${record.floor_count} · ${translate('resources.buildings.fields.entrance_count')}: ${record.entrance_count}`
      }
      tertiaryText={(record) => formatNumber(record.rooms_total ?? record.room_count)}
    />
  );
}


/** /buildings/list (BUILDING_READ): search, sorting, page sizes; create, edit, delete, blocks, groups, 3D model. */
export function BuildingList() {
  const canWrite = useCanWrite();
  const notify = useNotify();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [remove, { isPending: deleting }] = useDelete<Building>();
  const close = () => setDialog(null);

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await remove('buildings', { id: dialog.building.id, previousData: dialog.building }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('resources.buildings.notifications.deleted', { type: 'success' });
    } catch (error) {
      // 409: sold or booked rooms; the API says so in the user's language.
      const status = (error as { status?: number }).status;
      notify(errorMessage(error, status === 409 ? 'resources.buildings.notifications.delete_conflict' : 'app.errors.generic'), {
        type: 'error',
      });
    } finally {
      close();
    }
  };

  return (
    <>
      <ResourceList
        resource="buildings"
        title="resources.buildings.page.list"
        filters={buildingFilters}
        actions={<ListActions onOpen={setDialog} canWrite={canWrite} />}
        empty={<ListEmptyState icon={<ApartmentOutlinedIcon />} resource="buildings" onCreate={canWrite ? () => setDialog({ kind: 'create' }) : undefined} />}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        phone={<BuildingsSimpleList />}
      >
        <BuildingsTable canWrite={canWrite} onOpen={setDialog} />
      </ResourceList>
      <BuildingFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        record={dialog?.kind === 'edit' ? dialog.building : null}
        onClose={close}
      />
      <BlocksDialog building={dialog?.kind === 'blocks' ? dialog.building : null} canWrite={canWrite} onClose={close} />
      <GroupsDialog open={dialog?.kind === 'groups'} canWrite={canWrite} onClose={close} />
      <ThreeDModelDialog open={dialog?.kind === 'three_d'} onClose={close} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={translate('resources.buildings.delete.title', { name: dialog?.kind === 'delete' ? dialog.building.name : '' })}
        content={translate('resources.buildings.delete.content')}
        confirmLabel="ra.action.delete"
        confirmColor="error"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </>
  );
}
