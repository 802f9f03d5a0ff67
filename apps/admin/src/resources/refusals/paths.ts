import type { Identifier } from 'react-admin';

/** The refusals screens' paths of the spec (document 1, section 2). */
export const REFUSALS_LIST_PATH = '/refusals/refusalsList';
export const REFUSAL_CREATE_PATH = '/refusals/refusalsCreate';
export const refusalDetailPath = (id: Identifier) => `/refusals/refusalDetail/${encodeURIComponent(String(id))}`;

/** API paths (document 2, section 7). */
export const REFUSALS_API = 'refusals';
export const refusalApi = (id: Identifier) => `refusals/${encodeURIComponent(String(id))}`;
export const refusalOperationsApi = (id: Identifier) => `refusals/${encodeURIComponent(String(id))}/operations`;
export const SALES_API = 'sale';
export const CLIENT_DEBTS_API = 'client-debt';
