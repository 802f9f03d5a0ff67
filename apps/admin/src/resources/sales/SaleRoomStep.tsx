import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import { Alert, Box, Radio, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { P } from '@mijozlar/shared';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { NumCell } from '../../components/table/NumCell';
import { formatMoney } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { RoomGrid } from '../rooms/RoomGrid';
import type { GridRoom, Room, RoomGrid as RoomGridData } from '../rooms/types';
import { FREE_ROOMS_PATH, buildingGridPath } from './paths';
import { currencyCodeOf } from '../../format/currency';

/** The room the sale is for, as the grid or the free list gave it. */
export interface ChosenRoom {
  id: number;
  number: string;
  floor?: number | null;
  area?: string | null;
  price: string;
  currency: number;
  building_name?: string | null;
}

/** Step 1: a building, then a free room on its grid or from the free list. */
export function SaleRoomStep({ chosen, onChoose }: { chosen: ChosenRoom | null; onChoose: (room: ChosenRoom) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const building = useWatch({ name: 'building' }) as number | null | undefined;
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const { permissions } = usePermissions<string[]>();
  const canList = hasPermission(permissions, P.BUILDING_READ);
  const [search, setSearch] = useState('');
  const grid = useQuery({
    queryKey: ['sale-create', 'grid', building],
    queryFn: ({ signal }) => dataProvider.request<RoomGridData & { building_name?: string }>(buildingGridPath(building!), { signal }),
    enabled: !!building && view === 'grid',
  });
  const free = useQuery({
    queryKey: ['sale-create', 'free', building, search],
    queryFn: ({ signal }) =>
      dataProvider.request<ListResponse<Room>>(FREE_ROOMS_PATH, { query: { building, search: search || undefined, page_size: 200 }, signal }),
    enabled: !!building && view === 'list',
  });
  const buildingName = grid.data && typeof grid.data.building === 'object' ? grid.data.building.name : undefined;

  const onTile = (room: GridRoom) => {
    if (room.status_code !== 'free') {
      notify('resources.sales.create.only_free', { type: 'warning' });
      return;
    }
    const floor = grid.data?.cells.find((cell) => cell.rooms.some((item) => item.id === room.id))?.floor ?? null;
    onChoose({ id: room.id, number: room.number, floor, area: room.area, price: room.price, currency: room.currency, building_name: buildingName });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <Box sx={{ flex: 1, maxWidth: { sm: 360 } }}>
          <ReferenceSelectInput source="building" reference="building-choices" label="resources.sales.fields.building" helperText={false} />
        </Box>
        {/* The free-rooms list is the building screens' route (BUILDING_READ); the grid is open to SALE_WRITE. */}
        {canList ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, next) => next && setView(next)}
            sx={{ mt: { sm: 1 } }}
          >
            <ToggleButton value="grid" aria-label={translate('resources.sales.create.view_grid')}>
              <GridViewOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('resources.sales.create.view_grid')}
            </ToggleButton>
            <ToggleButton value="list" aria-label={translate('resources.sales.create.view_list')}>
              <ViewListOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('resources.sales.create.view_list')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      {chosen ? (
        <Alert severity="success" icon={<ApartmentOutlinedIcon />} data-testid="chosen-room">
          <b>{translate('resources.sales.create.selected_room')}:</b>{' '}
          {translate('resources.sales.create.room_line', {
            building: chosen.building_name ?? '',
            number: chosen.number,
            floor: chosen.floor ?? '—',
            area: formatMoney(chosen.area ?? '0'),
          })}{' '}
          · {formatMoney(chosen.price, { currency: currencyCodeOf(chosen.currency) })}
        </Alert>
      ) : null}
      {!building ? (
        <Typography color="text.secondary">{translate('resources.sales.create.building_hint')}</Typography>
      ) : view === 'grid' ? (
        grid.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : grid.data ? (
          <>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.sales.create.only_free')}
            </Typography>
            <RoomGrid grid={grid.data} onOpen={onTile} />
          </>
        ) : (
          <Alert severity="error">{translate('app.errors.generic')}</Alert>
        )
      ) : (
        <Stack spacing={1}>
          <TextField
            size="small"
            label={translate('ra.action.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ maxWidth: 280 }}
          />
          {free.isPending ? (
            <Skeleton variant="rounded" height={200} />
          ) : (free.data?.results ?? []).length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {translate('resources.sales.create.free_rooms_empty')}
            </Typography>
          ) : (
            <Box sx={{ overflowX: 'auto', maxHeight: 420, overflowY: 'auto' }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('resources.rooms.fields.number')}</TableCell>
                    <TableCell>{translate('resources.rooms.fields.floor')}</TableCell>
                    <TableCell>{translate('resources.rooms.fields.entrance')}</TableCell>
                    <TableCell align="right">{translate('resources.rooms.fields.area')}</TableCell>
                    <TableCell align="right">{translate('resources.rooms.fields.price')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(free.data?.results ?? []).map((room) => (
                    <TableRow
                      key={room.id}
                      hover
                      selected={chosen?.id === room.id}
                      onClick={() =>
                        onChoose({
                          id: room.id,
                          number: room.number,
                          floor: room.floor,
                          area: room.area,
                          price: room.price,
                          currency: room.currency,
                          building_name: room.building_name,
                        })
                      }
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell padding="checkbox">
                        <Radio size="small" checked={chosen?.id === room.id} inputProps={{ 'aria-label': `№${room.number}` }} />
                      </TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{room.number}</TableCell>
                      <TableCell>{room.floor}</TableCell>
                      <TableCell>{room.entrance}</TableCell>
                      <NumCell sx={{ whiteSpace: 'normal' }}>{formatMoney(room.area)} m²</NumCell>
                      <NumCell>{formatMoney(room.price, { currency: room.currency_code })}</NumCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
