import type { Identifier } from 'react-admin';

/** The sales screens' paths of the spec (document 1, section 2). */
export const SALES_LIST_PATH = '/salesDepartment/salesList';
export const SALES_CREATE_PATH = '/salesDepartment/salesCreate';
export const SALES_PENDING_PATH = '/salesDepartment/pending';

/** API paths outside the CRUD ones (document 2, section 7). */
export const SALE_CONFIRM_PATH = 'sale/confirm';
export const SALE_DECLINE_PATH = 'sale/decline';
export const SALE_EXPORT_PATH = 'sale/export/sales.xls';
export const FREE_ROOMS_PATH = 'room/free-list';
export const saleApi = (id: Identifier) => `sale/${encodeURIComponent(String(id))}`;
export const saleOperationsPath = (id: Identifier) => `sale/${encodeURIComponent(String(id))}/operations`;
export const buildingGridPath = (id: Identifier) => `building/${encodeURIComponent(String(id))}/grid`;
export const saleContractPath = (id: Identifier) => `sale/${encodeURIComponent(String(id))}/contract`;
