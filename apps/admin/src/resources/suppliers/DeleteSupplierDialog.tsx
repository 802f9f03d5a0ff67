import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SUPPLIER_LIST_PATH } from './paths';
import type { Supplier } from './types';

/** "Delete this supplier?" — the API refuses one with operations (409, its message shown). */
export function DeleteSupplierDialog({ supplier, onClose, backToList = false }: { supplier: Supplier; onClose: () => void; backToList?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    setBusy(true);
    try {
      await dataProvider.delete('suppliers', { id: supplier.id, previousData: supplier });
      notify('resources.suppliers.notifications.deleted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['suppliers'] });
      onClose();
      if (backToList) navigate(`${SUPPLIER_LIST_PATH}?page_size=20`);
      else refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.generic', { type: 'error' });
      setBusy(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open
      title="resources.suppliers.confirm.delete_title"
      content={translate('resources.suppliers.confirm.delete_supplier', { name: supplier.name })}
      confirmLabel="resources.suppliers.action.delete"
      confirmColor="error"
      loading={busy}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
    />
  );
}
