import type { Identifier } from 'react-admin';

/** The investors screens' paths of the spec (document 1, section 2). */
export const INVESTORS_LIST_PATH = '/investments/investorsList';
export const investorReadPath = (id: Identifier) => `/investments/investorRead/${encodeURIComponent(String(id))}`;

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** API paths (document 2, section 7 "Investors"). */
export const INVESTORS_API = 'investors';
export const INVESTOR_TYPES_API = 'investors/types';
export const INVESTORS_EXPORT_API = 'investors/export/investors.xls';
export const TOTAL_INVESTMENTS_API = 'total-investments';
export const investorApi = (id: Identifier) => `investors/${segment(id)}`;
export const investorOperationsApi = (id: Identifier) => `investors/${segment(id)}/operations`;
export const investorOperationsExportApi = (id: Identifier) => `investors/${segment(id)}/export/operations.xls`;
export const investorMoneyApi = (id: Identifier, direction: 'replenish' | 'withdraw') => `investors/${segment(id)}/${direction}-operation`;
