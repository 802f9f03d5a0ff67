import AddIcon from '@mui/icons-material/Add';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, SearchInput, SimpleList, TopToolbar, usePermissions, useTranslate, type Identifier } from 'react-admin';
import { ListEmptyState, ResourceList } from '../../components/ResourceList';
import { DateValueField, PhoneField } from '../../components/fields';
import { AppDataTable } from '../../components/table/AppDataTable';
import { RegionCityInputs } from '../../components/ReferenceSelectInput';
import { formatDate, formatPhoneNumber, todayInTashkent } from '../../format/format';
import { LidFormDialog } from './LidFormDialog';
import { LidStatusChip } from './LidStatusChip';
import { LidTabs, useLidTab } from './LidTabs';
import { lidTabFilter, type LidTab } from './lidTabs';
import { lidReadPath } from './paths';
import { Link as RouterLink } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import { clientReadPath } from '../clients/paths';
import type { Lid } from './types';

const lidFilters = [<SearchInput key="q" source="q" alwaysOn />, <RegionCityInputs key="region" source="region" alwaysOn helperText={false} />];

function LidListActions({ onCreate }: { onCreate: () => void }) {
  return (
    <TopToolbar>
      <Button label="resources.lids.action.create" onClick={onCreate} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}

/** A lead that became a client is marked (the API sends converted_client); with CLIENT_READ the mark opens the client. */
/** `linked`: the mark opens the client; not inside a phone list's row, which is a link itself. */
function ConvertedMark({ record, linked = true }: { record: Lid; linked?: boolean }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!record.converted_client) return null;
  const sx = { ml: 1, height: 20, '& .MuiChip-label': { px: 0.75 }, '& .MuiChip-icon': { fontSize: 14 } };
  const label = translate('app.ui.lids.converted');
  if (!linked || !hasPermission(permissions, P.CLIENT_READ)) {
    return <Chip size="small" color="success" variant="outlined" icon={<HowToRegOutlinedIcon />} label={label} sx={sx} />;
  }
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<HowToRegOutlinedIcon />}
      label={label}
      clickable
      component={RouterLink}
      to={clientReadPath(record.converted_client)}
      // The row opens the lead; the mark opens its client.
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      aria-label={`${label}: ${translate('app.ui.lids.open_client')}`}
      data-testid="converted-mark"
      sx={sx}
    />
  );
}

function NameCell({ record }: { record: Lid }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.name}
        <ConvertedMark record={record} />
      </Typography>
      {record.company_name ? (
        <Typography variant="caption" color="text.secondary">
          {record.company_name}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The next call date, orange today and red when overdue (Tashkent days). */
export function NextCallCell({ value, archived }: { value: string | null; archived?: boolean }) {
  const translate = useTranslate();
  if (!value) {
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  }
  const today = todayInTashkent();
  const day = value.slice(0, 10);
  const state = archived ? 'plain' : day < today ? 'overdue' : day === today ? 'today' : 'plain';
  return (
    <Stack spacing={0}>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: state === 'plain' ? 400 : 600 }}
        color={state === 'overdue' ? 'error.main' : state === 'today' ? 'warning.main' : 'text.primary'}
      >
        {formatDate(value)}
      </Typography>
      {state !== 'plain' ? (
        <Typography variant="caption" color={state === 'overdue' ? 'error.main' : 'warning.main'}>
          {translate(state === 'overdue' ? 'resources.lids.calls.overdue' : 'resources.lids.calls.today')}
        </Typography>
      ) : null}
    </Stack>
  );
}

const openLid = (id: Identifier) => lidReadPath(id);
const Column = DataTable.Col<Lid>;

function LidsTable() {
  return (
    <AppDataTable<Lid>
      hideBelow={{ xl: ['created_at'], lg: ['created_at', 'source_name'] }} rowClick={openLid} bulkActionButtons={false} hover>
      <Column source="name" render={(record) => <NameCell record={record} />} />
      <Column source="phone_number" disableSort>
        <PhoneField source="phone_number" />
      </Column>
      <Column source="status_name" disableSort render={(record) => <LidStatusChip status={record.status} name={record.status_name} />} />
      <Column source="seller_name" disableSort />
      <Column source="next_call_date" render={(record) => <NextCallCell value={record.next_call_date} archived={record.archived} />} />
      <Column source="source_name" disableSort />
      <Column source="created_at">
        <DateValueField source="created_at" />
      </Column>
    </AppDataTable>
  );
}

function LidsSimpleList() {
  return (
    <SimpleList<Lid>
      rowClick={openLid}
      primaryText={(record) => (
        <>
          {record.name}
          <ConvertedMark record={record} linked={false} />
        </>
      )}
      secondaryText={(record) => (
        <>
          <span style={{ display: 'block' }}>{formatPhoneNumber(record.phone_number)}</span>
          <span style={{ display: 'block' }}>
            {[record.status_name, record.seller_name, record.next_call_date ? formatDate(record.next_call_date) : null].filter(Boolean).join(' · ')}
          </span>
        </>
      )}
    />
  );
}


function TabbedBody({ tab, onTab }: { tab: LidTab; onTab: (tab: LidTab) => void }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <LidTabs value={tab} onChange={onTab} />
      {isPhone ? (
        <LidsSimpleList />
      ) : (
        <LidsTable />
      )}
    </>
  );
}

/** /lids/lidsList (LID_READ): the spec's filter tabs, search, region → city, sorting by name, next call and date. */
export function LidList() {
  const [tab, setTab] = useLidTab();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ResourceList
        resource="lids"
        title="resources.lids.page.list"
        filters={lidFilters}
        filter={lidTabFilter(tab)}
        actions={<LidListActions onCreate={() => setCreating(true)} />}
        empty={tab === 'all' ? <ListEmptyState icon={<SupportAgentOutlinedIcon />} resource="lids" onCreate={() => setCreating(true)} /> : false}
      >
        <TabbedBody tab={tab} onTab={setTab} />
      </ResourceList>
      <LidFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
