import AddIcon from '@mui/icons-material/Add';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { Button, DataTable, SearchInput, SelectInput, SimpleList, TopToolbar, usePermissions, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { DateTextInput } from '../../components/DateTextInput';
import { ListEmptyState, ResourceList, TotalsPagination } from '../../components/ResourceList';
import { AppDataTable } from '../../components/table/AppDataTable';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { formatDate, formatMoney } from '../../format/format';
import { hasPermission } from '../../permissions';
import { CURRENCY_CHOICES, codeOf } from '../../format/currency';
import { REFUSAL_CREATE_PATH, refusalDetailPath } from './paths';
import { remainingOf } from './refusalMoney';
import { RefusalStatusChip } from './RefusalStatusChip';
import type { Refusal } from './types';
import { PrintButton } from '../../components/documents/PrintButton';
import { RowActions } from '../../components/RowActions';

const refusalFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceSelectInput key="building" source="building" reference="building-choices" label="resources.refusals.fields.building" alwaysOn helperText={false} />,
  <SelectInput key="currency" source="currency" label="resources.refusals.fields.currency" choices={CURRENCY_CHOICES} translateChoice={false} alwaysOn helperText={false} />,
  <DateTextInput key="date_from" source="date_from" label="resources.wallets.filters.date_from" helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.wallets.filters.date_to" helperText={false} />,
];

function CreateButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { permissions } = usePermissions<string[]>();
  if (!hasPermission(permissions, P.REFUSAL_WRITE)) return null;
  return (
    <Button component={Link} to={REFUSAL_CREATE_PATH} label="resources.refusals.action.create" variant={variant}>
      <AddIcon />
    </Button>
  );
}

const money = (value: string | null | undefined, refusal: Refusal) => formatMoney(value ?? '0', { currency: codeOf(refusal) });

function RoomCell({ refusal }: { refusal: Refusal }) {
  return (
    <Box>
      <Typography variant="body2">{refusal.building_name ?? '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {refusal.room_number != null ? `№ ${refusal.room_number}` : ''}
      </Typography>
    </Box>
  );
}

const Amount = ({ children, strong = false }: { children: string; strong?: boolean }) => (
  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong ? 700 : 400 }}>
    {children}
  </Typography>
);

const openRefusal = (id: Identifier) => refusalDetailPath(id);
const Column = DataTable.Col<Refusal>;

function RefusalsTable() {
  return (
    <AppDataTable<Refusal>
      hideBelow={{ xl: ['refunded_amount'] }} rowClick={openRefusal} bulkActionButtons={false} hover>
      <Column source="client_name" label="resources.refusals.fields.client" disableSort render={(r) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.client_name ?? '—'}</Typography>} />
      <Column source="room" label="resources.refusals.fields.room" disableSort render={(r) => <RoomCell refusal={r} />} />
      <Column source="refund_due" label="resources.refusals.fields.refund_due" align="right" disableSort render={(r) => <Amount>{money(r.refund_due, r)}</Amount>} />
      <Column source="refunded_amount" label="resources.refusals.fields.refunded_amount" align="right" disableSort render={(r) => <Amount>{money(r.refunded_amount, r)}</Amount>} />
      <Column source="remaining" label="resources.refusals.fields.remaining" align="right" disableSort render={(r) => <Amount strong>{money(remainingOf(r), r)}</Amount>} />
      <Column source="status" label="resources.refusals.fields.status" disableSort render={(r) => <RefusalStatusChip refusal={r} />} />
      <Column source="created_at" label="resources.refusals.fields.created_at" render={(r) => <Amount>{formatDate(r.created_at)}</Amount>} />
      <Column
        source="id"
        label=" "
        disableSort
        render={(r) => (
          <RowActions>
            <PrintButton kind="refusal" id={r.id} variant="row" />
          </RowActions>
        )}
      />
    </AppDataTable>
  );
}


/** /refusals/refusalsList (REFUSAL_READ): what each refusal owes, paid back and still owes; totals per currency. */
export function RefusalList() {
  const translate = useTranslate();
  return (
    <ResourceList
      resource="refusals"
      title="app.menu.refusals"
      filters={refusalFilters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      pagination={
        <TotalsPagination
          label="resources.wallets.totals.title"
          countLabel="resources.wallets.totals.count"
          columns={[
            { key: 'refund_due', label: 'resources.wallets.totals.refund_due' },
            { key: 'refunded_amount', label: 'resources.wallets.totals.refunded_amount' },
            { key: 'remaining', label: 'resources.wallets.totals.remaining' },
          ]}
        />
      }
      empty={<ListEmptyState icon={<AssignmentReturnOutlinedIcon />} resource="refusals" action={<CreateButton />} />}
      phone={
        <SimpleList<Refusal>
          rowClick={openRefusal}
          primaryText={(r) => r.client_name ?? '—'}
          secondaryText={(r) => (
            <Stack component="span" spacing={0.25}>
              <span>{[r.building_name, r.room_number != null ? `№ ${r.room_number}` : null, formatDate(r.created_at)].filter(Boolean).join(' · ')}</span>
              <span>{`${translate('resources.refusals.fields.remaining')}: ${money(remainingOf(r), r)}`}</span>
            </Stack>
          )}
          tertiaryText={(r) => <RefusalStatusChip refusal={r} />}
        />
      }
    >
      <RefusalsTable />
    </ResourceList>
  );
}
