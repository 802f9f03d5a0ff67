import type { CompanySettings } from '@mijozlar/shared';
import type { Prisma } from '../../generated/prisma/client';

/** The columns of the company's details (the one row, id 1). */
export const companySettingsSelect = {
  name: true,
  inn: true,
  address: true,
  phone: true,
  bank_name: true,
  bank_account: true,
  mfo: true,
  director: true,
  escrow_bank: true,
  escrow_account: true,
} as const satisfies Prisma.CompanySettingsSelect;

export type CompanySettingsRow = Prisma.CompanySettingsGetPayload<{ select: typeof companySettingsSelect }>;

export const COMPANY_SETTINGS_FIELDS = Object.keys(companySettingsSelect) as (keyof CompanySettings)[];

/** The row as the API answers it (also its audit shape: every field is the company's own). */
export function toCompanySettings(row: CompanySettingsRow | null): CompanySettings {
  const out = {} as CompanySettings;
  for (const field of COMPANY_SETTINGS_FIELDS) out[field] = row?.[field] ?? '';
  return out;
}
