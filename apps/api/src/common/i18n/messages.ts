import { type ApiErrorCode, ErrorCode, Locale } from '@mijozlar/shared';
import { genericMessages } from './generic.messages';
import { peopleMessages } from './people.messages';
import { accessMessages } from './access.messages';
import { inventoryMessages } from './inventory.messages';
import { importMessages } from './import.messages';
import { moneyMessages } from './money.messages';
import { salesMessages } from './sales.messages';
import { employeesMessages } from './employees.messages';
import { investorsMessages } from './investors.messages';
import { suppliersMessages } from './suppliers.messages';
import { constructionMessages } from './construction.messages';
import { statisticsMessages } from './statistics.messages';
import { documentsMessages } from './documents.messages';
import { settingsMessages } from './settings.messages';
import { collectionsMessages } from './collections.messages';

type Params = Record<string, string | number>;

/**
 * API messages by code, assembled from the domains' files beside this one. Uzbek is the source; Russian must
 * have every key (checked by a unit test). Uzbek Latin letters as the admin writes them: oʻ and gʻ with U+02BB,
 * the tutuq belgisi with U+02BC.
 */
const uz = {
  ...genericMessages.uz,
  ...peopleMessages.uz,
  ...accessMessages.uz,
  ...inventoryMessages.uz,
  ...importMessages.uz,
  ...moneyMessages.uz,
  ...salesMessages.uz,
  ...employeesMessages.uz,
  ...investorsMessages.uz,
  ...suppliersMessages.uz,
  ...constructionMessages.uz,
  ...statisticsMessages.uz,
  ...documentsMessages.uz,
  ...settingsMessages.uz,
  ...collectionsMessages.uz,
} satisfies Record<ApiErrorCode, string>;

export type MessageCode = keyof typeof uz;

const ru: Record<MessageCode, string> = {
  ...genericMessages.ru,
  ...peopleMessages.ru,
  ...accessMessages.ru,
  ...inventoryMessages.ru,
  ...importMessages.ru,
  ...moneyMessages.ru,
  ...salesMessages.ru,
  ...employeesMessages.ru,
  ...investorsMessages.ru,
  ...suppliersMessages.ru,
  ...constructionMessages.ru,
  ...statisticsMessages.ru,
  ...documentsMessages.ru,
  ...settingsMessages.ru,
  ...collectionsMessages.ru,
};

export const catalogues: Record<Locale, Record<MessageCode, string>> = { uz, ru };

export function translate(locale: Locale, code: string, params: Params = {}): string {
  const template =
    (catalogues[locale] as Record<string, string>)[code] ??
    (catalogues.uz as Record<string, string>)[code] ??
    (catalogues[locale] as Record<string, string>)[ErrorCode.INVALID];
  // A parameter may come per language (`allowed_uz`, `allowed_ru`): the names of a fixed set.
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[`${key}_${locale}`] ?? params[key] ?? `{${key}}`));
}
