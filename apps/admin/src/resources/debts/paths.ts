import type { Identifier } from 'react-admin';

/** The debts screen's path of the spec (document 1, section 2). */
export const DEBTS_LIST_PATH = '/debts/debtsList';

/** API paths outside the CRUD ones (document 2, section 7). */
export const DEBTS_EXPORT_PATH = 'client-debt/export/debts.xls';
export const PAYMENT_REPORT_PATH = 'payment-report';
export const clientDebtPath = (id: Identifier) => `client-debt/${encodeURIComponent(String(id))}`;
