import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, DataTable, SearchInput, SimpleList, TopToolbar, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { ListEmptyState, ListExportButton, ResourceList, TotalsPagination } from '../../components/ResourceList';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { DeleteRowAction, RowAction, RowActions } from '../../components/RowActions';
import { AppDataTable } from '../../components/table/AppDataTable';
import { UserAvatar } from '../../components/UserAvatar';
import { formatDate, formatPhoneNumber } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { InvestorFormDialog } from './InvestorFormDialog';
import { BalanceChips, MoneyLines } from './MoneyLines';
import { INVESTORS_EXPORT_API, investorApi, investorReadPath } from './paths';
import { INVESTOR_TOTALS } from './totals';
import type { Investor } from './types';

const investorFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceSelectInput
    key="investor_type"
    source="investor_type"
    reference="investor-types"
    label="resources.investors.fields.investor_type"
    alwaysOn
    helperText={false}
  />,
];

function NameCell({ record }: { record: Investor }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 200 }}>
      <UserAvatar fullName={record.full_name} size={32} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`${record.last_name} ${record.first_name}`}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatPhoneNumber(record.phone_number)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Edit, and delete after a confirmation (the API refuses an investor with operations: its message is shown). */
function InvestorActions({ record, onEdit }: { record: Investor; onEdit: (investor: Investor) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const onDelete = async () => {
    await dataProvider.request(investorApi(record.id), { method: 'DELETE' });
    notify('resources.investors.notifications.deleted', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['investors'] });
  };
  return (
    <RowActions>
      <RowAction label="resources.investors.action.edit" icon={<EditOutlinedIcon fontSize="small" />} onClick={() => onEdit(record)} />
      <DeleteRowAction
        label="resources.investors.action.delete"
        title="resources.investors.confirm.delete_title"
        content={translate('resources.investors.confirm.delete', { name: record.full_name })}
        onConfirm={onDelete}
      />
    </RowActions>
  );
}

const openInvestor = (id: Identifier) => investorReadPath(id);
const Column = DataTable.Col<Investor>;

function InvestorsTable({ onEdit }: { onEdit: (investor: Investor) => void }) {
  return (
    <AppDataTable<Investor> hideBelow={{ xl: ['created_at'], lg: ['created_at', 'investor_type'] }} rowClick={openInvestor} bulkActionButtons={false} hover>
      <Column source="last_name" label="resources.investors.fields.full_name" render={(record) => <NameCell record={record} />} />
      <Column
        source="investor_type"
        label="resources.investors.fields.investor_type"
        render={(record) => (
          <Typography variant="body2" color={record.investor_type_name ? 'text.primary' : 'text.disabled'}>
            {record.investor_type_name ?? '—'}
          </Typography>
        )}
      />
      <Column source="invested" label="resources.investors.fields.invested" align="right" disableSort render={(record) => <MoneyLines totals={record.totals} field="invested" />} />
      <Column source="withdrawn" label="resources.investors.fields.withdrawn" align="right" disableSort render={(record) => <MoneyLines totals={record.totals} field="withdrawn" />} />
      <Column source="balance" label="resources.investors.fields.balance" align="right" disableSort render={(record) => <MoneyLines totals={record.totals} field="balance" strong />} />
      <Column
        source="created_at"
        label="resources.investors.fields.created_at"
        render={(record) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(record.created_at)}
          </Typography>
        )}
      />
      <Column source="actions" label="" disableSort render={(record) => <InvestorActions record={record} onEdit={onEdit} />} />
    </AppDataTable>
  );
}

function InvestorsSimpleList() {
  return (
    <SimpleList<Investor>
      rowClick={openInvestor}
      leftAvatar={(record) => <UserAvatar fullName={record.full_name} size={36} />}
      primaryText={(record) => `${record.last_name} ${record.first_name}`}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'block' }}>
          <span style={{ display: 'block' }}>{[formatPhoneNumber(record.phone_number), record.investor_type_name].filter(Boolean).join(' · ')}</span>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <BalanceChips totals={record.totals} size="small" />
          </Box>
        </Box>
      )}
    />
  );
}

/**
 * /investments/investorsList (INVESTMENTS_READ): investors with what they put in, got back and still
 * have in, per currency; search, type filter, totals per currency in the footer; add, edit, delete.
 */
export function InvestorList() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Investor | null | undefined>(undefined);
  const openCreate = () => setEditing(null);
  // A new investor's page opens at once: their first money in is the next thing to do.
  const onSaved = (saved: Investor) => {
    if (editing === null) navigate(investorReadPath(saved.id));
  };
  return (
    <>
      <ResourceList
        resource="investors"
        title="app.menu.investors"
        filters={investorFilters}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            <ListExportButton path={INVESTORS_EXPORT_API} fileName="investors.xlsx" />
            <Button label="resources.investors.action.create" onClick={openCreate} variant="contained">
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        pagination={<TotalsPagination label="resources.investors.totals.title" countLabel="resources.investors.totals.count" columns={INVESTOR_TOTALS} />}
        empty={<ListEmptyState icon={<SavingsOutlinedIcon />} resource="investors" onCreate={openCreate} />}
        phone={<InvestorsSimpleList />}
      >
        <InvestorsTable onEdit={setEditing} />
      </ResourceList>
      <InvestorFormDialog open={editing !== undefined} investor={editing} onClose={() => setEditing(undefined)} onSaved={onSaved} />
    </>
  );
}
