import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { ListBase, SimpleList, useTranslate, type Identifier } from 'react-admin';
import { ListPagination } from '../../components/ListPagination';
import { NO_SORT } from '../../components/listHooks';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatMoney } from '../../format/format';
import { RoomStatusChip } from './RoomStatusChip';
import type { Room, RoomFilters } from './types';
import { recordColumn } from '../../components/recordColumn';

const Column = recordColumn<Room>();

function Money({ value, currency }: { value: string | null; currency?: string }) {
  const text = formatMoney(value, { currency });
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {text || '—'}
    </Typography>
  );
}

function Rows({ onOpen }: { onOpen: (id: Identifier) => string }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isPhone) {
    return (
      <SimpleList<Room>
        rowClick={onOpen}
        primaryText={(record) => `№${record.number} · ${formatMoney(record.area)} m²`}
        secondaryText={(record) =>
          `${translate('resources.rooms.fields.floor')} ${record.floor} · ${translate('resources.rooms.fields.entrance')} ${record.entrance} · ${formatMoney(record.price, { currency: record.currency_code })}`
        }
        tertiaryText={(record) => <RoomStatusChip code={record.status_code} name={record.status_name} />}
      />
    );
  }
  return (
    <AppDataTable<Room>
      hideBelow={{ xl: ['entrance', 'block_name', 'price_per_m2'], lg: ['entrance', 'block_name', 'price_per_m2', 'rooms_count'] }} rowClick={onOpen} bulkActionButtons={false} hover>
      <Column source="number" render={(record) => <b>{record.number}</b>} />
      <Column source="status" render={(record) => <RoomStatusChip code={record.status_code} name={record.status_name} />} />
      <Column source="floor" align="right" />
      <Column source="entrance" align="right" />
      <Column source="block_name" disableSort render={(record) => record.block_name ?? '—'} />
      <Column source="rooms_count" align="right" render={(record) => record.rooms_count ?? '—'} />
      <Column source="area" align="right" render={(record) => <Money value={record.area} />} />
      <Column source="price" align="right" render={(record) => <Money value={record.price} currency={record.currency_code} />} />
      <Column source="price_per_m2" align="right" disableSort render={(record) => <Money value={record.price_per_m2} currency={record.currency_code} />} />
      <Column source="client_name" disableSort render={(record) => record.client_name ?? record.lid_name ?? '—'} />
    </AppDataTable>
  );
}

export interface RoomTableProps {
  buildingId: number;
  filters: RoomFilters;
  onOpen: (id: Identifier) => string;
}

/** The rooms of a building as a table (the grid's twin), with the same filters. */
export function RoomTable({ buildingId, filters, onOpen }: RoomTableProps) {
  return (
    <ListBase<Room>
      resource="rooms"
      filter={{ building: buildingId, ...filters }}
      perPage={25}
      sort={NO_SORT}
      disableSyncWithLocation
      storeKey={false}
    >
      <Rows onOpen={onOpen} />
      <ListPagination />
    </ListBase>
  );
}
