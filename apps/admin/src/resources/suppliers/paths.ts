import type { Identifier } from 'react-admin';

/** The suppliers screens' paths of the spec (document 1, section 2). */
export const SUPPLIER_LIST_PATH = '/suppliers/supplierList';
export const supplierDetailPath = (id: Identifier) => `/suppliers/supplierDetail/${encodeURIComponent(String(id))}`;

export const SUPPLIERS_EXPORT_API = 'supplier/export/suppliers.xls';
export const OPERATIONS_EXPORT_API = 'supplier-operation/export/supplier_operations.xls';
export const supplierApi = (id: Identifier) => `supplier/${encodeURIComponent(String(id))}`;
export const operationApi = (id: Identifier) => `supplier-operation/${encodeURIComponent(String(id))}`;
