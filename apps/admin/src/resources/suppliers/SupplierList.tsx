import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, SearchInput, SimpleList, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import { ListEmptyState, ListExportButton, ResourceList, TotalsPagination } from '../../components/ResourceList';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatPhoneNumber } from '../../format/format';
import { DebtAmount } from './DebtAmount';
import { DeleteSupplierDialog } from './DeleteSupplierDialog';
import { SUPPLIERS_EXPORT_API, supplierDetailPath } from './paths';
import { SupplierFormDialog } from './SupplierFormDialog';
import { debtIn } from './supplierMoney';
import type { Supplier } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceSelectInput key="material" source="material" reference="supplier-materials" label="resources.suppliers.fields.material" alwaysOn helperText={false} />,
];

function Actions({ onCreate }: { onCreate: () => void }) {
  return (
    <TopToolbar>
      <Button label="resources.suppliers.action.create" onClick={onCreate} variant="contained">
        <AddIcon />
      </Button>
      <ListExportButton label="resources.suppliers.action.export" path={SUPPLIERS_EXPORT_API} fileName="suppliers.xlsx" />
    </TopToolbar>
  );
}

function RowActions({ supplier, onEdit, onDelete }: { supplier: Supplier; onEdit: (s: Supplier) => void; onDelete: (s: Supplier) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('resources.suppliers.action.edit')}>
        <IconButton size="small" aria-label={`${translate('resources.suppliers.action.edit')}: ${supplier.name}`} onClick={() => onEdit(supplier)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('resources.suppliers.action.delete')}>
        <IconButton size="small" color="error" aria-label={`${translate('resources.suppliers.action.delete')}: ${supplier.name}`} onClick={() => onDelete(supplier)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const openSupplier = (id: Identifier) => supplierDetailPath(id);
const Column = DataTable.Col<Supplier>;

function SuppliersTable({ onEdit, onDelete }: { onEdit: (s: Supplier) => void; onDelete: (s: Supplier) => void }) {
  return (
    <AppDataTable<Supplier> hideBelow={{ lg: ['phone_number'] }} rowClick={openSupplier} bulkActionButtons={false} hover>
      <Column source="name" label="resources.suppliers.fields.name" render={(s) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{s.name}</Typography>} />
      <Column source="material" label="resources.suppliers.fields.material" render={(s) => s.material_name} />
      <Column source="phone_number" label="resources.suppliers.fields.phone_number" disableSort render={(s) => (s.phone_number ? formatPhoneNumber(s.phone_number) : '—')} />
      <Column source="debt_uzs" label="resources.suppliers.fields.debt_uzs" align="right" disableSort render={(s) => <DebtAmount amount={debtIn(s.debt, CURRENCY_UZS)} currency="UZS" />} />
      <Column source="debt_usd" label="resources.suppliers.fields.debt_usd" align="right" disableSort render={(s) => <DebtAmount amount={debtIn(s.debt, CURRENCY_USD)} currency="USD" />} />
      <Column source="actions" label="" disableSort render={(s) => <RowActions supplier={s} onEdit={onEdit} onDelete={onDelete} />} />
    </AppDataTable>
  );
}

/** /suppliers/supplierList (EMPLOYEE_READ): suppliers with their debt in UZS and USD, totals per currency, create, edit, delete, export. */
export function SupplierList() {
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const onCreate = () => setEditing(null);
  return (
    <>
      <ResourceList
        resource="suppliers"
        title="app.menu.suppliers"
        filters={filters}
        actions={<Actions onCreate={onCreate} />}
        pagination={<TotalsPagination label="resources.suppliers.totals.title" countLabel="resources.suppliers.totals.count" columns={[{ key: 'debt', label: 'resources.suppliers.totals.debt' }]} />}
        empty={<ListEmptyState icon={<LocalShippingOutlinedIcon />} resource="suppliers" onCreate={onCreate} />}
        phone={
          <SimpleList<Supplier>
            rowClick={openSupplier}
            primaryText={(s) => s.name}
            secondaryText={(s) => [s.material_name, s.phone_number ? formatPhoneNumber(s.phone_number) : null].filter(Boolean).join(' · ')}
            tertiaryText={(s) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
                <DebtAmount amount={debtIn(s.debt, CURRENCY_UZS)} currency="UZS" />
                <DebtAmount amount={debtIn(s.debt, CURRENCY_USD)} currency="USD" />
              </Box>
            )}
          />
        }
      >
        <SuppliersTable onEdit={setEditing} onDelete={setDeleting} />
      </ResourceList>
      {editing !== undefined ? <SupplierFormDialog open onClose={() => setEditing(undefined)} supplier={editing} /> : null}
      {deleting ? <DeleteSupplierDialog supplier={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

