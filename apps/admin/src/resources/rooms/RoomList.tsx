import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { Alert, Box, Breadcrumbs, Link as MuiLink, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Button, Title, useDataProvider, useGetList, useGetOne, usePermissions, useTranslate, type Identifier } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { DownloadButton } from '../../components/DownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { formatNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { buildingsListLink, roomCreatePath, roomPath } from '../buildings/paths';
import { ThreeDModelDialog } from '../buildings/ThreeDModelDialog';
import type { Building } from '../buildings/types';
import { legendEntries } from './gridModel';
import { RoomFilterBar } from './RoomFilterBar';
import { useRoomFilters } from './roomFilters';
import { RoomGrid } from './RoomGrid';
import { RoomImportDialog } from './RoomImportDialog';
import { RoomLegend } from './RoomLegend';
import { RoomTable } from './RoomTable';
import type { GridRoom, RoomFilters, RoomGrid as RoomGridData, RoomStatus } from './types';

export const ROOMS_GRID_QUERY = 'rooms-grid';

/** The building's id in `?buildId=`, or null. */
export function useBuildingId(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get('buildId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function useRoomStatuses() {
  return useGetList<RoomStatus>(
    'room-statuses',
    { pagination: { page: 1, perPage: 100 }, sort: { field: '', order: 'ASC' } },
    { staleTime: 5 * 60_000 },
  );
}

function useRoomGrid(buildingId: number, filters: RoomFilters) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: [ROOMS_GRID_QUERY, buildingId, filters],
    queryFn: ({ signal }) => dataProvider.request<RoomGridData>(`building/${buildingId}/grid`, { query: { ...filters }, signal }),
  });
}

function GridSkeleton() {
  return (
    <Stack spacing={1}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

function Header({ building, buildingId, onThreeD, onImport }: { building?: Building; buildingId: number; onThreeD: () => void; onImport: () => void }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const canWrite = hasPermission(permissions, P.BUILDING_WRITE);
  const { filters } = useRoomFilters();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'flex-start', md: 'flex-end' }} sx={{ mb: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 0.5, fontSize: 14 }}>
          <MuiLink component={Link} to={buildingsListLink()} underline="hover" color="inherit">
            {translate('resources.buildings.page.list')}
          </MuiLink>
          <Typography color="text.primary" sx={{ fontSize: 14 }}>
            {building?.name ?? '…'}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {building ? building.name : <Skeleton width={220} />}
        </Typography>
        {building ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.rooms.page.summary', {
              floors: formatNumber(building.floor_count),
              entrances: formatNumber(building.entrance_count),
              rooms: formatNumber(building.rooms_total ?? building.room_count),
            })}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button label="resources.buildings.action.three_d" onClick={onThreeD}>
          <ViewInArOutlinedIcon />
        </Button>
        <DownloadButton
          label="resources.rooms.action.export"
          path={`${buildingId}/export/rooms.xls`}
          query={{ ...filters }}
          fileName={`rooms-${buildingId}.xlsx`}
          transfer={files}
        />
        {canWrite ? (
          <>
            <DownloadButton
              label="resources.rooms.action.template"
              path={`${buildingId}/import-rooms/template`}
              fileName="rooms-template.xlsx"
              transfer={files}
            />
            <Button label="resources.rooms.action.import" onClick={onImport}>
              <FileUploadOutlinedIcon />
            </Button>
            <Button label="resources.rooms.action.add" variant="contained" component={Link} to={roomCreatePath(buildingId)}>
              <AddIcon />
            </Button>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** /buildings/room?buildId= (BUILDING_READ): the apartment grid of a building, its legend, a table view, import and export. */
export function RoomList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buildingId = useBuildingId();
  const { filters, setFilters, resetFilters, view, setView } = useRoomFilters();
  const [dialog, setDialog] = useState<'three_d' | 'import' | null>(null);
  const { data: building } = useGetOne<Building>('buildings', { id: buildingId ?? 0 }, { enabled: buildingId !== null });
  const { data: statuses = [] } = useRoomStatuses();
  const grid = useRoomGrid(buildingId ?? 0, filters);

  const statusNames = useMemo(() => Object.fromEntries(statuses.map((status) => [status.code, status.name])), [statuses]);
  const legend = useMemo(() => legendEntries(grid.data?.totals ?? [], statuses), [grid.data, statuses]);
  const openRoom = useCallback(
    (room: GridRoom) => navigate(`${roomPath(room.id)}?buildId=${buildingId}`),
    [navigate, buildingId],
  );
  const roomLink = useCallback((id: Identifier) => `${roomPath(id)}?buildId=${buildingId}`, [buildingId]);

  if (buildingId === null) {
    return (
      <Paper sx={{ mt: 2 }}>
        <EmptyState
          icon={<ApartmentOutlinedIcon />}
          title={translate('resources.rooms.page.building_missing')}
          action={
            <Button label="resources.buildings.page.list" component={Link} to={buildingsListLink()} variant="contained">
              <ApartmentOutlinedIcon />
            </Button>
          }
        />
      </Paper>
    );
  }

  const filtered = Object.keys(filters).length > 0;
  const gridEmpty = grid.isSuccess && (grid.data.cells ?? []).every((cell) => cell.rooms.length === 0);

  return (
    <Box sx={{ pt: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 }}>
      <Title title={building?.name ?? translate('resources.rooms.page.list')} />
      <Header building={building} buildingId={buildingId} onThreeD={() => setDialog('three_d')} onImport={() => setDialog('import')} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 1.5 }}>
        <Box sx={{ flex: 1 }}>
          <RoomFilterBar filters={filters} statuses={statuses} onChange={setFilters} onReset={resetFilters} />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next) => next && setView(next)}
          aria-label={translate('resources.rooms.view.label')}
        >
          <ToggleButton value="grid" aria-label={translate('resources.rooms.view.grid')} sx={{ gap: 0.75, px: 1.5 }}>
            <GridViewOutlinedIcon fontSize="small" />
            {translate('resources.rooms.view.grid')}
          </ToggleButton>
          <ToggleButton value="table" aria-label={translate('resources.rooms.view.table')} sx={{ gap: 0.75, px: 1.5 }}>
            <TableRowsOutlinedIcon fontSize="small" />
            {translate('resources.rooms.view.table')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Box sx={{ mb: 1.5 }}>
        {grid.isPending ? (
          <Skeleton variant="rounded" height={84} />
        ) : (
          <RoomLegend
            entries={legend.entries}
            total={legend.total}
            selected={filters.status}
            onSelect={(code) => setFilters({ status: code })}
          />
        )}
      </Box>

      {view === 'table' ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
          <RoomTable buildingId={buildingId} filters={filters} onOpen={roomLink} />
        </Paper>
      ) : grid.isPending ? (
        <GridSkeleton />
      ) : grid.isError ? (
        <Alert severity="error">{translate('app.errors.generic')}</Alert>
      ) : gridEmpty ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<GridViewOutlinedIcon />}
            title={translate(filtered ? 'resources.rooms.page.filtered_empty' : 'resources.rooms.page.grid_empty')}
            text={filtered ? undefined : translate('resources.rooms.page.grid_empty_text')}
          />
        </Paper>
      ) : (
        <RoomGrid grid={grid.data} statusNames={statusNames} onOpen={openRoom} />
      )}

      <ThreeDModelDialog open={dialog === 'three_d'} buildingId={buildingId} onClose={() => setDialog(null)} />
      <RoomImportDialog
        open={dialog === 'import'}
        buildingId={buildingId}
        onClose={() => setDialog(null)}
        onImported={() => {
          void queryClient.invalidateQueries({ queryKey: [ROOMS_GRID_QUERY] });
          void queryClient.invalidateQueries({ queryKey: ['rooms'] });
        }}
      />
    </Box>
  );
}
