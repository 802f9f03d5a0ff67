import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Checkbox, Chip, IconButton, Stack, Tab, Tabs, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Button, SearchInput, SelectInput, SimpleList, TopToolbar, useListContext, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTextInput } from '../../components/DateTextInput';
import { ListEmptyState, ListExportButton, ResourceList } from '../../components/ResourceList';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatDate, formatPhoneNumber } from '../../format/format';
import { clientReadPath } from '../clients/paths';
import { CurrencyTotalsFooter } from '../../components/CurrencyTotalsFooter';
import { CURRENCY_CHOICES } from '../../format/currency';
import { toId as refId } from '../../format/id';
import { debtClientName, debtMoney, debtRoomLabel, isOverdue } from './debtLabels';
import { DEBTS_EXPORT_PATH } from './paths';
import { PaymentDialog } from './PaymentDialog';
import type { ClientDebt } from './types';
import { PromiseCell, QuickContactMenu, ReassignDialog, ResponsibleCell, ResponsibleFilterInput, PROMISE_FILTER_CHOICES } from './collections';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import './texts'; // the debts texts come with this chunk (i18n/locales.ts)
import { recordColumn } from '../../components/recordColumn';

const debtFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceSelectInput key="building" source="building" reference="building-choices" label="resources.debts.fields.building" alwaysOn helperText={false} />,
  <SelectInput
    key="currency"
    source="currency"
    label="resources.debts.fields.currency"
    choices={CURRENCY_CHOICES}
    translateChoice={false}
    helperText={false}
    alwaysOn
  />,
  <BooleanInput key="overdue" source="overdue" label="resources.debts.fields.overdue" helperText={false} alwaysOn parse={(value: boolean) => (value ? true : undefined)} />,
  // The next instalment's due date; set by the plan of receipts' month links.
  <ResponsibleFilterInput key="responsible" source="responsible" label="resources.collections.filters.responsible" helperText={false} alwaysOn />,
  <SelectInput key="promise" source="promise" label="resources.collections.filters.promise" choices={PROMISE_FILTER_CHOICES} helperText={false} alwaysOn />,
  <SelectInput
    key="aging"
    source="aging"
    label="resources.collections.fields.aging"
    choices={['1-30', '31-60', '61-90', '91-180', '180+'].map((id) => ({ id, name: id }))}
    translateChoice={false}
    helperText={false}
  />,
  <DateTextInput key="date_from" source="date_from" label="resources.debts.fields.date_from" helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.debts.fields.date_to" helperText={false} />,
];

function DebtListActions() {
  return (
    <TopToolbar>
      <ListExportButton label="resources.debts.action.export" path={DEBTS_EXPORT_PATH} fileName="debts.xlsx" extra={{ is_closed: false }} />
    </TopToolbar>
  );
}

function OverdueCell({ record }: { record: ClientDebt }) {
  const translate = useTranslate();
  if (!isOverdue(record)) {
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      <Typography variant="body2" color="error.main" sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {debtMoney(record, record.overdue_amount)}
      </Typography>
      <Chip size="small" color="error" label={translate('resources.debts.overdue_days', { smart_count: record.overdue_days ?? 0 })} />
    </Stack>
  );
}

function ClientCell({ record }: { record: ClientDebt }) {
  const id = refId(record.client);
  return (
    <Box sx={{ minWidth: 160 }}>
      {id ? (
        <Typography
          component={Link}
          to={clientReadPath(id)}
          onClick={(event) => event.stopPropagation()}
          variant="body2"
          sx={{ fontWeight: 600, color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {debtClientName(record)}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {debtClientName(record)}
        </Typography>
      )}
      {record.client_phone ? (
        <Typography variant="caption" color="text.secondary" display="block" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPhoneNumber(record.client_phone)}
        </Typography>
      ) : null}
    </Box>
  );
}

const Column = recordColumn<ClientDebt>();

/** A phone row's payment button (the row itself is not clickable: it also holds the call menu). */
function PayIconButton({ onClick }: { onClick: () => void }) {
  const label = useTranslate()('resources.debts.action.pay');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        <PaymentsOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

function DebtsTable({ onPay, canWrite }: { onPay: (debt: ClientDebt) => void; canWrite: boolean }) {
  const translate = useTranslate();
  return (
    <AppDataTable<ClientDebt>
      hideBelow={{ xl: ['all_debt'] }}
      rowClick={false}
      // react-admin's row checkbox puts its name on a span, not on the input (axe: unlabelled): our own column.
      bulkActionButtons={false}
      hover
      rowSx={(record) => (isOverdue(record) ? { backgroundColor: 'rgba(244, 67, 54, 0.08)' } : {})}
    >
      {canWrite ? <Column source="sale" label=" " disableSort render={(record) => <SelectCell record={record} />} /> : null}
      <Column
        source="id"
        label=" "
        disableSort
        render={(record) => (
          <Stack direction="row" spacing={0.5} alignItems="center">
            <Button label="resources.debts.action.pay" variant="outlined" size="small" onClick={() => onPay(record)}>
              <PaymentsOutlinedIcon />
            </Button>
            <QuickContactMenu debt={record} />
          </Stack>
        )}
      />
      <Column source="client" label="resources.debts.fields.client" disableSort render={(record) => <ClientCell record={record} />} />
      <Column source="room" label="resources.debts.fields.room" disableSort render={(record) => <span style={{ whiteSpace: 'nowrap' }}>{debtRoomLabel(record)}</span>} />
      <Column
        align="right"
        source="all_debt"
        label="resources.debts.fields.all_debt"
        disableSort
        render={(record) => (
          <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {debtMoney(record, record.all_debt)}
            <Typography variant="caption" color="text.secondary" display="block">
              {translate('resources.debts.fields.paid_amount')}: {debtMoney(record, record.paid_amount)}
            </Typography>
          </Box>
        )}
      />
      <Column align="right" source="current_debt" label="resources.debts.fields.current_debt"
        render={(record) => <b style={{ whiteSpace: 'nowrap' }}>{debtMoney(record, record.current_debt)}</b>}
      />
      <Column source="next_payment_date" label="resources.debts.fields.next_payment_date" render={(record) => formatDate(record.next_payment_date ?? record.payment_date) || '—'} />
      <Column source="overdue_amount" label="resources.debts.fields.overdue_amount" disableSort render={(record) => <OverdueCell record={record} />} />
      <Column
        align="right"
        source="penalty_amount"
        label="resources.collections.fields.penalty_amount"
        disableSort
        render={(record) =>
          record.penalty_amount && Number(record.penalty_amount) > 0 ? (
            <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{debtMoney(record, record.penalty_amount)}</span>
          ) : (
            '—'
          )
        }
      />
      <Column source="promised_date" label="resources.collections.fields.promise" disableSort render={(record) => <PromiseCell debt={record} />} />
      <Column source="responsible" label="resources.collections.fields.responsible" disableSort render={(record) => <ResponsibleCell debt={record} />} />
    </AppDataTable>
  );
}

/** A row's selection for ReassignBar, named on the input itself. */
function SelectCell({ record }: { record: ClientDebt }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
    />
  );
}

/** The selected rows' bar above the table (react-admin's bulk toolbar is clipped by the table's scroll box): reassign them. */
function ReassignBar() {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  if (selectedIds.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, py: 1, bgcolor: 'action.selected' }} role="toolbar" aria-label={translate('resources.collections.action.reassign')}>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </Typography>
      <Button label="ra.action.unselect" onClick={() => onUnselectItems()} />
      <Button label="resources.collections.action.reassign" variant="contained" onClick={() => setOpen(true)}>
        <SupervisorAccountOutlinedIcon />
      </Button>
      <ReassignDialog ids={selectedIds} open={open} onClose={() => setOpen(false)} onDone={() => onUnselectItems()} />
    </Stack>
  );
}

/** "All debts" / "My day": my debts with a promise today, a broken promise, or newly overdue (collector_day=1). */
function DebtTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const myDay = Boolean(filterValues.collector_day);
  return (
    <Tabs
      value={myDay ? 'my_day' : 'all'}
      onChange={(_event, value: string) => {
        const { collector_day: _drop, ...rest } = filterValues as Record<string, unknown>;
        setFilters(value === 'my_day' ? { ...rest, collector_day: 1 } : rest, displayedFilters);
      }}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="my_day" label={translate('resources.collections.tabs.my_day')} />
      <Tab value="all" label={translate('resources.collections.tabs.all')} />
    </Tabs>
  );
}

function DebtsBody() {
  const { permissions } = usePermissions<string[]>();
  const canWrite = hasPermission(permissions, P.SALE_WRITE);
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const refresh = useRefresh();
  const [paying, setPaying] = useState<ClientDebt | null>(null);
  return (
    <>
      <DebtTabs />
      {canWrite && !isPhone ? <ReassignBar /> : null}
      {isPhone ? (
        <SimpleList<ClientDebt>
          // Not a clickable row: its two actions (log a call, pay) are buttons of their own, so a tap
          // on one never also triggers the other.
          rowClick={false}
          primaryText={(record) => debtClientName(record)}
          secondaryText={(record) =>
            [
              debtRoomLabel(record),
              formatDate(record.next_payment_date ?? record.payment_date),
              record.promised_date ? `${translate('resources.collections.fields.promise')}: ${formatDate(record.promised_date)}` : '',
              record.promise_broken ? `⚠ ${translate('resources.collections.broken')}` : '',
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(record) => debtMoney(record, record.current_debt)}
          leftIcon={(record) => <QuickContactMenu debt={record as ClientDebt} />}
          rightIcon={(record) => <PayIconButton onClick={() => setPaying(record as ClientDebt)} />}
          rowSx={(record) => (isOverdue(record) ? { borderLeft: 3, borderColor: 'error.main' } : {})}
        />
      ) : (
        <DebtsTable onPay={setPaying} canWrite={canWrite} />
      )}
      <CurrencyTotalsFooter
        label="resources.debts.page.totals"
        columns={[
          { key: 'all_debt', label: 'resources.debts.fields.all_debt' },
          { key: 'paid_amount', label: 'resources.debts.fields.paid_amount' },
          { key: 'current_debt', label: 'resources.debts.fields.current_debt' },
          { key: 'overdue_amount', label: 'resources.debts.fields.overdue_amount' },
        ]}
      />
      <PaymentDialog debt={paying} onClose={() => setPaying(null)} onPaid={() => refresh()} />
    </>
  );
}


/** /debts/debtsList (CLIENT_DEBT_READ): open debts, overdue highlighted, totals per currency, export, payments. */
export default function DebtList() {
  return (
    <ResourceList
      resource="client-debts"
      title="resources.debts.page.list"
      filter={{ is_closed: false }}
      filters={debtFilters}
      actions={<DebtListActions />}
      empty={<ListEmptyState icon={<ReceiptLongOutlinedIcon />} resource="debts" />}
    >
      <DebtsBody />
    </ResourceList>
  );
}
