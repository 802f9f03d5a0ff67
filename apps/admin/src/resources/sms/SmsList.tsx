import AddIcon from '@mui/icons-material/Add';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { CreateButton, DataTable, SearchInput, SelectInput, SimpleList, TopToolbar, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ListEmptyState, ResourceList } from '../../components/ResourceList';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatDateTime, formatPhoneNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import { clientReadPath } from '../clients/paths';
import { lidReadPath } from '../lids/paths';
import { SMS_CREATE_PATH } from './paths';
import { SmsStatusChip } from './SmsStatusChip';
import type { Sms } from './types';

const STATUS_CHOICES = [
  { id: 'not_sent', name: 'resources.sms.status.not_sent' },
  { id: 'queued', name: 'resources.sms.status.queued' },
  { id: 'sent', name: 'resources.sms.status.sent' },
  { id: 'failed', name: 'resources.sms.status.failed' },
];

const smsFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn helperText={false} />,
];

function SmsListActions() {
  const { permissions } = usePermissions<string[]>();
  if (!hasPermission(permissions, P.SMS_WRITE)) return <TopToolbar />;
  return (
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 }, p: { xs: 0 } }}>
      <CreateButton to={SMS_CREATE_PATH} label="resources.sms.action.create" icon={<AddIcon />} />
    </TopToolbar>
  );
}

function RecipientCell({ record }: { record: Sms }) {
  const name = record.client_name ?? record.lid_name;
  const to = record.client ? clientReadPath(record.client) : record.lid ? lidReadPath(record.lid) : null;
  return (
    <Box sx={{ minWidth: 160 }}>
      {name && to ? (
        <MuiLink component={Link} to={to} underline="hover" sx={{ fontWeight: 600 }} variant="body2">
          {name}
        </MuiLink>
      ) : name ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
        {formatPhoneNumber(record.recipient)}
      </Typography>
    </Box>
  );
}

const Column = DataTable.Col<Sms>;

function SmsTable() {
  return (
    <AppDataTable<Sms> rowClick={false} bulkActionButtons={false}>
      <Column
        source="created_at"
        render={(record) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(record.created_at)}
          </Typography>
        )}
      />
      <Column source="recipient" disableSort render={(record) => <RecipientCell record={record} />} />
      <Column
        source="text"
        disableSort
        render={(record) => (
          <Typography variant="body2" title={record.text} sx={{ maxWidth: 480, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {record.text}
          </Typography>
        )}
      />
      <Column source="status" render={(record) => <SmsStatusChip sms={record} />} />
    </AppDataTable>
  );
}

function SmsSimpleList() {
  return (
    <SimpleList<Sms>
      rowClick={false}
      primaryText={(record) => record.client_name ?? record.lid_name ?? formatPhoneNumber(record.recipient)}
      secondaryText={(record) => record.text}
      tertiaryText={(record) => formatDateTime(record.created_at)}
    />
  );
}

function SmsEmpty() {
  const { permissions } = usePermissions<string[]>();
  return (
    <ListEmptyState
      icon={<SmsOutlinedIcon />}
      resource="sms"
      action={
        hasPermission(permissions, P.SMS_WRITE) ? (
          <CreateButton to={SMS_CREATE_PATH} label="resources.sms.action.create" variant="contained" icon={<AddIcon />} />
        ) : undefined
      }
    />
  );
}

/** /sms/smsList (SMS_READ): time, recipient, text and delivery status, newest first. */
export function SmsList() {
  return (
    <ResourceList
      resource="sms"
      title="resources.sms.page.list"
      filters={smsFilters}
      actions={<SmsListActions />}
      empty={<SmsEmpty />}
      phone={<SmsSimpleList />}
    >
      <SmsTable />
    </ResourceList>
  );
}
