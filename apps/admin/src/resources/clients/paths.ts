import type { Identifier } from 'react-admin';

/** The clients screens' paths of the spec (document 1, section 2). */
export const CLIENTS_LIST_PATH = '/clients/clientsList';

export function clientReadPath(id: Identifier): string {
  return `/clients/clientRead/${encodeURIComponent(String(id))}`;
}

/** API paths outside the CRUD ones (document 2, section 7). */
export const CLIENT_IMPORT_PATH = 'import-clients';
export const CLIENT_EXPORT_PATH = 'client/export/clients.xls';
export const clientPaymentsExportPath = (id: Identifier) => `${encodeURIComponent(String(id))}/export/client_payments.xls`;
export const clientTotalPaymentsPath = (id: Identifier) => `client/${encodeURIComponent(String(id))}/total-payments`;
export const clientSendSmsPath = (id: Identifier) => `client/${encodeURIComponent(String(id))}/send-sms`;
