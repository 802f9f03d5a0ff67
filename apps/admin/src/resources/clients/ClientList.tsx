import AddIcon from '@mui/icons-material/Add';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, SearchInput, SimpleList, TopToolbar, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { ListEmptyState, ListExportButton, ResourceList } from '../../components/ResourceList';
import { DateValueField, PhoneField } from '../../components/fields';
import { ImportDialog } from '../../components/ImportDialog';
import { AppDataTable } from '../../components/table/AppDataTable';
import { ReferenceSelectInput, RegionCityInputs } from '../../components/ReferenceSelectInput';
import { UserAvatar } from '../../components/UserAvatar';
import { formatPhoneNumber } from '../../format/format';
import { files } from '../../providers/files';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientStatusChip } from './ClientStatusChip';
import { CLIENT_EXPORT_PATH, CLIENT_IMPORT_PATH, clientReadPath } from './paths';
import type { Client } from './types';
import { recordColumn } from '../../components/recordColumn';

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <RegionCityInputs key="region" source="region" alwaysOn helperText={false} />,
  <ReferenceSelectInput
    key="status"
    source="status"
    reference="clientStatuses"
    label="resources.clients.fields.status"
    alwaysOn
    helperText={false}
  />,
];

function ClientListActions({ onCreate, onImport }: { onCreate: () => void; onImport: () => void }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <Button label="resources.clients.action.import" onClick={onImport}>
        <UploadFileOutlinedIcon />
      </Button>
      <ListExportButton path={CLIENT_EXPORT_PATH} fileName="clients.xlsx" />
      <Button label="resources.clients.action.create" onClick={onCreate} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}

function ClientsEmpty({ onCreate, onImport }: { onCreate: () => void; onImport: () => void }) {
  return (
    <ListEmptyState
      icon={<ContactPhoneOutlinedIcon />}
      resource="clients"
      action={
        <Stack direction="row" spacing={1}>
          <Button label="resources.clients.action.import" onClick={onImport} variant="outlined">
            <UploadFileOutlinedIcon />
          </Button>
          <Button label="resources.clients.action.create" onClick={onCreate} variant="contained">
            <AddIcon />
          </Button>
        </Stack>
      }
    />
  );
}

function NameCell({ record }: { record: Client }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 200 }}>
      <UserAvatar fullName={record.name} size={30} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {record.name}
        </Typography>
        {record.company_name ? (
          <Typography variant="caption" color="text.secondary">
            {record.company_name}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

function PhonesCell({ record }: { record: Client }) {
  const translate = useTranslate();
  const extra = record.additional_numbers ?? [];
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <PhoneField source="phone_number" />
      {extra.length > 0 ? (
        <Tooltip title={extra.map(formatPhoneNumber).join(', ')}>
          <Chip size="small" label={`+${extra.length}`} aria-label={translate('resources.clients.fields.additional_numbers')} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function DebtsCell({ record }: { record: Client }) {
  const translate = useTranslate();
  const open = (record.client_debts ?? []).filter((debt) => !debt.is_closed).length;
  if (open === 0) {
    return (
      <Typography variant="body2" color="text.disabled">
        {translate('app.common.not_set')}
      </Typography>
    );
  }
  return <Chip size="small" color="warning" variant="outlined" label={translate('resources.clients.debts.open_count', { smart_count: open })} />;
}

function PlaceCell({ record }: { record: Client }) {
  const parts = [record.region_name, record.city_name].filter(Boolean);
  return (
    <Typography variant="body2" color={parts.length ? 'text.primary' : 'text.disabled'}>
      {parts.length ? parts.join(', ') : '—'}
    </Typography>
  );
}

const openClient = (id: Identifier) => clientReadPath(id);
const Column = recordColumn<Client>();

function ClientsTable() {
  return (
    <AppDataTable<Client>
      hideBelow={{ xl: ['created_at'], lg: ['created_at', 'region_name'] }} rowClick={openClient} bulkActionButtons={false} hover>
      <Column source="name" render={(record) => <NameCell record={record} />} />
      <Column source="phone_number" disableSort render={(record) => <PhonesCell record={record} />} />
      <Column source="region_name" label="resources.clients.fields.place" disableSort render={(record) => <PlaceCell record={record} />} />
      <Column source="status_name" disableSort render={(record) => <ClientStatusChip status={record.status} name={record.status_name} />} />
      <Column source="client_debts" disableSort render={(record) => <DebtsCell record={record} />} />
      <Column source="created_at">
        <DateValueField source="created_at" />
      </Column>
    </AppDataTable>
  );
}

function ClientsSimpleList() {
  return (
    <SimpleList<Client>
      rowClick={openClient}
      leftAvatar={(record) => <UserAvatar fullName={record.name} size={36} />}
      primaryText={(record) => record.name}
      secondaryText={(record) => (
        <>
          <span style={{ display: 'block' }}>{formatPhoneNumber(record.phone_number)}</span>
          <span style={{ display: 'block' }}>{[record.status_name, record.region_name, record.city_name].filter(Boolean).join(' · ')}</span>
        </>
      )}
    />
  );
}

/** /clients/clientsList (CLIENT_READ): search, region → city and status filters, sorting, import and export. */
export function ClientList() {
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const openCreate = () => setCreating(true);
  const openImport = () => setImporting(true);
  return (
    <>
      <ResourceList
        resource="clients"
        title="resources.clients.page.list"
        filters={clientFilters}
        actions={<ClientListActions onCreate={openCreate} onImport={openImport} />}
        empty={<ClientsEmpty onCreate={openCreate} onImport={openImport} />}
        phone={<ClientsSimpleList />}
      >
        <ClientsTable />
      </ResourceList>
      <ClientFormDialog open={creating} onClose={() => setCreating(false)} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title="resources.clients.import.title"
        hint="resources.clients.import.hint"
        path={CLIENT_IMPORT_PATH}
        transfer={files}
        onImported={() => refresh()}
        resource="clients"
      />
    </>
  );
}
