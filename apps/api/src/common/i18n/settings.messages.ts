import { CompanySettingsError, type SettingsErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of the settings (the company's details). */
export const settingsMessages = {
  uz: {
    [CompanySettingsError.INN_INVALID]: 'STIR 9 ta raqamdan iborat boʻlishi kerak',
    [CompanySettingsError.MFO_INVALID]: 'MFO 5 ta raqamdan iborat boʻlishi kerak',
    [CompanySettingsError.ACCOUNT_INVALID]: 'Hisob raqami 20 ta raqamdan iborat boʻlishi kerak',
  },
  ru: {
    [CompanySettingsError.INN_INVALID]: 'ИНН должен состоять из 9 цифр',
    [CompanySettingsError.MFO_INVALID]: 'МФО должен состоять из 5 цифр',
    [CompanySettingsError.ACCOUNT_INVALID]: 'Расчётный счёт должен состоять из 20 цифр',
  },
} satisfies DomainMessages<SettingsErrorCode>;
