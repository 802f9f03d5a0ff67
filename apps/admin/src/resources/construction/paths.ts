import type { Identifier } from 'react-admin';

/** Screens (document 1). */
export const CONSTRUCTION_LIST_PATH = '/construction/list-buildings';
export const constructionBuildPath = (id: Identifier) => `/construction/build/${encodeURIComponent(String(id))}`;

/** API paths (under /api, without slashes). */
export const CONSTRUCTION_API = 'construction';
export const constructionApi = (id: Identifier) => `construction/${encodeURIComponent(String(id))}`;
export const constructionOperationsApi = (id: Identifier) => `${constructionApi(id)}/operations`;
export const constructionMonthlyApi = (id: Identifier) => `${constructionApi(id)}/monthly-spending`;
export const constructionExportApi = (id: Identifier) => `${encodeURIComponent(String(id))}/export/construction_operations.xls`;
export const constructionImportApi = (id: Identifier) => `${encodeURIComponent(String(id))}/import-construction-operations`;
export const CONSTRUCTION_TEMPLATE_API = 'construction/import-template.xlsx';
export const WALLET_OPERATIONS_API = 'wallet-operations';
