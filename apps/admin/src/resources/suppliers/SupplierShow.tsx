import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Box, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { BackToListButton, ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { formatPhoneNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import { DebtChip } from './DebtAmount';
import { DeleteSupplierDialog } from './DeleteSupplierDialog';
import { SupplierOperations, type OperationKind } from './SupplierOperations';
import { SUPPLIER_LIST_PATH } from './paths';
import { SupplierFormDialog } from './SupplierFormDialog';
import { debtIn } from './supplierMoney';
import type { Supplier } from './types';
import { HistorySection } from '../../components/history/HistorySection';

/** /suppliers/supplierDetail/{id} (EMPLOYEE_READ): the supplier, its debt per currency, its deliveries and its payments. */
export function SupplierShow() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const canPay = hasPermission(permissions, P.WALLET_READ);
  const [tab, setTab] = useState<OperationKind>('delivery');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { data: supplier, isPending, isError } = useQuery({
    queryKey: ['supplier', Number(id), locale],
    queryFn: ({ signal }) => dataProvider.getOne<Supplier>('suppliers', { id: Number(id), signal }).then((answer) => answer.data),
    enabled: /^\d+$/.test(id),
    retry: false,
  });
  const back = <BackToListButton to={SUPPLIER_LIST_PATH} label="resources.suppliers.action.back_to_list" />;

  if (isPending && /^\d+$/.test(id)) return <ShowSkeleton heights={[140, 320]} />;
  if (isError || !supplier) return <ShowNotFound icon={<LocalShippingOutlinedIcon />} title="resources.suppliers.page.not_found" back={back} />;

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={supplier.name} />
      <Box sx={{ py: 1 }}>{back}</Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', md: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {supplier.name}
                </Typography>
                <Chip size="small" label={supplier.material_name} />
              </Stack>
              {supplier.phone_number ? (
                <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.5, color: 'text.secondary' }}>
                  <PhoneOutlinedIcon fontSize="small" />
                  <Typography component="a" href={`tel:${supplier.phone_number}`} color="inherit" sx={{ textDecoration: 'none' }}>
                    {formatPhoneNumber(supplier.phone_number)}
                  </Typography>
                </Stack>
              ) : null}
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1.5 }}>
                <DebtChip amount={debtIn(supplier.debt, CURRENCY_UZS)} currency="UZS" />
                <DebtChip amount={debtIn(supplier.debt, CURRENCY_USD)} currency="USD" />
              </Stack>
            </Box>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <ActionButton label="resources.suppliers.action.edit" icon={<EditOutlinedIcon />} variant="outlined" onClick={() => setEditing(true)} />
              <ActionButton label="resources.suppliers.action.delete" icon={<DeleteOutlineIcon />} variant="outlined" color="error" onClick={() => setDeleting(true)} />
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <Tabs value={tab} onChange={(_, value: OperationKind) => setTab(value)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="delivery" label={translate('resources.suppliers.tabs.deliveries')} />
          <Tab value="payment" label={translate('resources.suppliers.tabs.payments')} />
        </Tabs>
        <Box sx={{ px: { xs: 0, sm: 1 } }}>
          <SupplierOperations key={tab} supplier={supplier} kind={tab} canPay={canPay} />
        </Box>
      </Card>
      <Box sx={{ mt: 2 }}>
        <HistorySection entity="supplier" id={supplier.id} />
      </Box>
      {editing ? <SupplierFormDialog open onClose={() => setEditing(false)} supplier={supplier} /> : null}
      {deleting ? <DeleteSupplierDialog supplier={supplier} onClose={() => setDeleting(false)} backToList /> : null}
    </Box>
  );
}
