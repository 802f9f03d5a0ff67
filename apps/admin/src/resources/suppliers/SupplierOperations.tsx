import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DataTable, NumberInput, SimpleList, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { OperationsEmpty, OperationsList } from '../../components/operations/OperationsList';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ReasonRowAction } from '../../components/ReasonDialog';
import { RowAction, RowActions } from '../../components/RowActions';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatDate, formatMoney } from '../../format/format';
import { DeliveryDialog } from './DeliveryDialog';
import { PaymentDialog } from './PaymentDialog';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { OPERATIONS_EXPORT_API, operationApi } from './paths';
import type { Supplier, SupplierOperation } from './types';

export type OperationKind = 'delivery' | 'payment';

const filters = [
  <DateTextInput key="from_date" source="from_date" label="resources.suppliers.fields.from_date" alwaysOn helperText={false} />,
  <DateTextInput key="to_date" source="to_date" label="resources.suppliers.fields.to_date" alwaysOn helperText={false} />,
  <NumberInput key="floor" source="floor" label="resources.suppliers.fields.floor" alwaysOn helperText={false} step={1} sx={{ maxWidth: 110 }} />,
];

const Money = ({ value, currency, strong = false, testId }: { value: string | null; currency: string; strong?: boolean; testId?: string }) => (
  <Typography variant="body2" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: strong ? 700 : 400 }}>
    {value ? formatMoney(value, { currency }) : '—'}
  </Typography>
);

const quantity = (value: string | null) => (value ? formatMoney(value, { fractionDigits: 3 }).replace(/,?0+$/, '').replace(/,$/, '') : '—');

function OperationActions({ record, canPay, onEdit }: { record: SupplierOperation; canPay: boolean; onEdit: (op: SupplierOperation) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const payment = record.kind === 'payment';
  if (payment && !canPay) return null;
  const onDelete = async (reason: string) => {
    await dataProvider.request(operationApi(record.id), { method: 'DELETE', query: { reason }, idempotencyKey: key });
    renew();
    notify(payment ? 'resources.suppliers.notifications.payment_deleted' : 'resources.suppliers.notifications.delivery_deleted', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['supplier', record.supplier] });
    await queryClient.invalidateQueries({ queryKey: ['wallets'] });
  };
  const amount = payment ? formatMoney(record.wallet_payment, { currency: record.wallet_currency_code ?? '' }) : formatMoney(record.operation_price, { currency: record.currency_code });
  return (
    <RowActions>
      <RowAction label="resources.suppliers.action.edit" icon={<EditOutlinedIcon fontSize="small" />} onClick={() => onEdit(record)} />
      <ReasonRowAction
        label="resources.suppliers.action.delete"
        icon={<DeleteOutlineIcon fontSize="small" />}
        color="error"
        confirm={{
          title: 'resources.suppliers.confirm.delete_title',
          content: translate(payment ? 'resources.suppliers.confirm.delete_payment' : 'resources.suppliers.confirm.delete_delivery', {
            date: formatDate(record.date),
            amount,
            wallet: record.wallet_name ?? '',
          }),
          confirmLabel: 'resources.suppliers.action.delete',
          confirmColor: 'error',
        }}
        onConfirm={onDelete}
      />
    </RowActions>
  );
}

const Column = DataTable.Col<SupplierOperation>;

function DeliveriesTable({ canPay, onEdit }: { canPay: boolean; onEdit: (op: SupplierOperation) => void }) {
  return (
    <AppDataTable<SupplierOperation> hideBelow={{ xl: ['construction', 'machine_number'] }} bulkActionButtons={false} rowClick={false} empty={<Empty kind="delivery" />}>
      <Column source="date" label="resources.suppliers.fields.date" render={(r) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</Typography>} />
      <Column source="floor" label="resources.suppliers.fields.floor" disableSort align="center" render={(r) => r.floor ?? '—'} />
      <Column
        source="material"
        label="resources.suppliers.fields.material_model"
        disableSort
        render={(r) => (
          <Box>
            <Typography variant="body2">{r.material_name ?? '—'}</Typography>
            {r.model ? (
              <Typography variant="caption" color="text.secondary">
                {r.model}
              </Typography>
            ) : null}
          </Box>
        )}
      />
      <Column
        source="unit_amount"
        label="resources.suppliers.fields.unit_amount"
        disableSort
        align="right"
        render={(r) => <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{`${quantity(r.unit_amount)} ${r.unit ?? ''}`}</Typography>}
      />
      <Column source="unit_price" label="resources.suppliers.fields.unit_price" disableSort align="right" render={(r) => <Money value={r.unit_price} currency={r.currency_code} />} />
      <Column source="operation_price" label="resources.suppliers.fields.operation_price" disableSort align="right" render={(r) => <Money value={r.operation_price} currency={r.currency_code} strong />} />
      <Column source="construction" label="resources.suppliers.fields.construction" disableSort render={(r) => r.construction_name ?? '—'} />
      <Column source="machine_number" label="resources.suppliers.fields.machine_number" disableSort render={(r) => r.machine_number ?? '—'} />
      <Column source="comment" label="resources.suppliers.fields.comment" disableSort render={(r) => <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 200 }}>{r.comment ?? ''}</Typography>} />
      <Column source="actions" label="" disableSort render={(r) => <OperationActions record={r} canPay={canPay} onEdit={onEdit} />} />
    </AppDataTable>
  );
}

function PaymentsTable({ canPay, onEdit }: { canPay: boolean; onEdit: (op: SupplierOperation) => void }) {
  return (
    <AppDataTable<SupplierOperation> hideBelow={{ lg: ['fee_percentage'] }} bulkActionButtons={false} rowClick={false} empty={<Empty kind="payment" />}>
      <Column source="date" label="resources.suppliers.fields.date" render={(r) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</Typography>} />
      <Column source="wallet" label="resources.suppliers.fields.wallet" disableSort render={(r) => r.wallet_name ?? '—'} />
      <Column source="wallet_payment" label="resources.suppliers.fields.wallet_payment" disableSort align="right" render={(r) => <Money value={r.wallet_payment} currency={r.wallet_currency_code ?? ''} />} />
      <Column source="fee_percentage" label="resources.suppliers.fields.fee_percentage" disableSort align="right" render={(r) => (r.fee_percentage ? `${formatMoney(r.fee_percentage)} %` : '—')} />
      <Column source="actual_payment" label="resources.suppliers.fields.actual_payment" disableSort align="right" render={(r) => <Money value={r.actual_payment} currency={r.currency_code} strong />} />
      <Column
        source="actual_payment_usd"
        label="resources.suppliers.fields.usd_rate"
        disableSort
        align="right"
        render={(r) => (
          <Box>
            <Money value={r.actual_payment_usd} currency="USD" />
            {r.wallet_currency !== r.currency ? (
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {`${formatMoney(r.exchange_rate, { fractionDigits: 2 })} UZS/USD`}
              </Typography>
            ) : null}
          </Box>
        )}
      />
      <Column source="comment" label="resources.suppliers.fields.comment" disableSort render={(r) => <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 200 }}>{r.comment ?? ''}</Typography>} />
      <Column source="actions" label="" disableSort render={(r) => <OperationActions record={r} canPay={canPay} onEdit={onEdit} />} />
    </AppDataTable>
  );
}

function AddButton({ kind, canPay, onAdd }: { kind: OperationKind; canPay: boolean; onAdd: () => void }) {
  if (kind === 'delivery')
    return (
      <Button label="resources.suppliers.action.add_delivery" onClick={onAdd} variant="contained">
        <AddIcon />
      </Button>
    );
  return canPay ? (
    <Button label="resources.suppliers.action.pay" onClick={onAdd} variant="contained" color="success">
      <PaymentsOutlinedIcon />
    </Button>
  ) : null;
}

function Empty({ kind }: { kind: OperationKind }) {
  return <OperationsEmpty title={kind === 'delivery' ? 'resources.suppliers.page.no_deliveries' : 'resources.suppliers.page.no_payments'} text="resources.suppliers.page.operations_invite" />;
}

/** One tab of the supplier's page: its deliveries or its payments, with date and floor filters, totals per currency and export. */
export function SupplierOperations({ supplier, kind, canPay }: { supplier: Supplier; kind: OperationKind; canPay: boolean }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<SupplierOperation | null | undefined>(undefined);
  const columns =
    kind === 'delivery'
      ? [{ key: 'delivered', label: 'resources.suppliers.totals.delivered' }]
      : [
          { key: 'wallet_payment', label: 'resources.suppliers.totals.wallet_payment' },
          { key: 'paid', label: 'resources.suppliers.totals.paid' },
        ];
  return (
    <>
      <OperationsList
        resource="supplier-operations"
        filter={{ 'supplier-id': supplier.id, 'payment-operations': kind === 'payment' }}
        filters={kind === 'delivery' ? filters : filters.slice(0, 2)}
        storeKey={`supplier-operations.${kind}`}
        perPage={20}
        toolbar={<AddButton kind={kind} canPay={canPay} onAdd={() => setDialog(null)} />}
        compactToolbar={false}
        exporter={{ label: 'resources.suppliers.action.export', path: OPERATIONS_EXPORT_API, fileName: 'supplier_operations.xlsx' }}
        totals={{ label: 'resources.suppliers.totals.title', countLabel: 'resources.suppliers.totals.operations_count', columns }}
        table={kind === 'delivery' ? <DeliveriesTable canPay={canPay} onEdit={setDialog} /> : <PaymentsTable canPay={canPay} onEdit={setDialog} />}
        phone={
          <SimpleList<SupplierOperation>
            rowClick={false}
            primaryText={(r) =>
              kind === 'delivery'
                ? `${r.material_name ?? ''} · ${quantity(r.unit_amount)} ${r.unit ?? ''}`
                : `${r.wallet_name ?? ''} · ${formatMoney(r.wallet_payment, { currency: r.wallet_currency_code ?? '' })}`
            }
            secondaryText={(r) => (
              <Box component="span" sx={{ display: 'block' }}>
                {[formatDate(r.date), r.floor != null ? `${translate('resources.suppliers.fields.floor')}: ${r.floor}` : null, r.comment].filter(Boolean).join(' · ')}
              </Box>
            )}
            tertiaryText={(r) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
                <Money value={kind === 'delivery' ? r.operation_price : r.actual_payment} currency={r.currency_code} strong />
                <OperationActions record={r} canPay={canPay} onEdit={setDialog} />
              </Box>
            )}
            empty={<Empty kind={kind} />}
          />
        }
      />
      {dialog !== undefined && kind === 'delivery' ? <DeliveryDialog open onClose={() => setDialog(undefined)} supplier={supplier} operation={dialog} /> : null}
      {dialog !== undefined && kind === 'payment' ? <PaymentDialog open onClose={() => setDialog(undefined)} supplier={supplier} operation={dialog} /> : null}
    </>
  );
}
