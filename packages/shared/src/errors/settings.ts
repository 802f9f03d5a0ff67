import type { CodeOf } from './code';

/** The company's details (GET/PUT /api/settings/company/). */
export const CompanySettingsError = {
  INN_INVALID: 'company_settings.inn_invalid',
  MFO_INVALID: 'company_settings.mfo_invalid',
  ACCOUNT_INVALID: 'company_settings.account_invalid',
} as const;

export type SettingsErrorCode = CodeOf<typeof CompanySettingsError>;
