// Wording shared by several built-in templates, per language.
import type { Lang } from './layout';

export const CITY: Record<Lang, string> = { uz: 'Toshkent shahri', ru: 'город Ташкент' };

/** A date tag as written after a place: "27.11.2026 y." / "«27.11.2026» г." is not usual: "27.11.2026 г.". */
export function dated(tag: string, lang: Lang): string {
  return lang === 'uz' ? `${tag}\u00a0y.` : `${tag}\u00a0г.`;
}

/** The parties' preamble: the company by its director, the client with the passport details. */
export const PARTIES: Record<Lang, string> = {
  uz:
    '**{company_name}** (STIR {company_inn}), keyingi oʻrinlarda «Sotuvchi» deb ataladi, nomidan Ustav asosida ' +
    'harakat qiluvchi direktor {company_director} bir tomondan, va fuqaro **{client_name}** (pasport {client_passport}, ' +
    '{client_passport_issued_date}\u00a0y. {client_passport_issued_by} tomonidan berilgan, JShShIR {client_pinfl}, ' +
    'tugʻilgan sanasi {client_birth_date}\u00a0y., yashash manzili: {client_address}), keyingi oʻrinlarda «Xaridor» deb ' +
    'ataladi, ikkinchi tomondan, birgalikda «Tomonlar» deb ataluvchilar,',
  ru:
    '**{company_name}** (ИНН {company_inn}), именуемое в дальнейшем «Продавец», в лице директора {company_director}, ' +
    'действующего на основании Устава, с одной стороны, и гражданин(ка) **{client_name}** (паспорт {client_passport}, ' +
    'выдан {client_passport_issued_by} {client_passport_issued_date}\u00a0г., ПИНФЛ {client_pinfl}, дата рождения ' +
    '{client_birth_date}\u00a0г., адрес проживания: {client_address}), именуемый(ая) в дальнейшем «Покупатель», с другой ' +
    'стороны, совместно именуемые «Стороны»,',
};

/** The flat in one line. */
export const FLAT: Record<Lang, string> = {
  uz:
    '{building_name} ({building_address}), {block_name} blok, {room_entrance}-podyezd, {room_floor}-qavat, ' +
    '{room_number}-xonadon, {room_rooms_count} xonali, umumiy maydoni {room_area} m²',
  ru:
    '{building_name} ({building_address}), блок {block_name}, подъезд {room_entrance}, этаж {room_floor}, ' +
    'квартира №\u00a0{room_number}, количество комнат {room_rooms_count}, общая площадь {room_area} м²',
};

/** "the contract №\u00a0… of …" inside a sentence. */
export const CONTRACT_REF: Record<Lang, string> = {
  uz: '{contract_date}\u00a0y.dagi {contract_number}-son xonadon oldi-sotdi shartnomasi',
  ru: 'договор купли-продажи квартиры №\u00a0{contract_number} от {contract_date}\u00a0г.',
};

const SELLER: Record<Lang, { details: (escrow: boolean) => string[]; sign: string[] }> = {
  uz: {
    details: (escrow) => [
      '**SOTUVCHI:**',
      '**{company_name}**',
      'Manzil: {company_address}',
      'STIR: {company_inn}',
      'H/r: {company_bank_account}',
      'Bank: {company_bank_name}, MFO {company_mfo}',
      ...(escrow ? ['Eskrou h/r: {company_escrow_account}', 'Eskrou banki: {company_escrow_bank}'] : []),
      'Tel.: {company_phone}',
    ],
    sign: ['Direktor', '', '_______________ {company_director}', 'M.Oʻ.'],
  },
  ru: {
    details: (escrow) => [
      '**ПРОДАВЕЦ:**',
      '**{company_name}**',
      'Адрес: {company_address}',
      'ИНН: {company_inn}',
      'Р/с: {company_bank_account}',
      'Банк: {company_bank_name}, МФО {company_mfo}',
      ...(escrow ? ['Эскроу-счёт: {company_escrow_account}', 'Банк эскроу-счёта: {company_escrow_bank}'] : []),
      'Тел.: {company_phone}',
    ],
    sign: ['Директор', '', '_______________ {company_director}', 'М.П.'],
  },
};

const BUYER: Record<Lang, { details: string[]; sign: string[] }> = {
  uz: {
    details: [
      '**XARIDOR:**',
      '**{client_name}**',
      'Manzil: {client_address}',
      'Pasport: {client_passport}',
      'Berilgan: {client_passport_issued_date}\u00a0y., {client_passport_issued_by}',
      'JShShIR: {client_pinfl}',
      'Tugʻilgan sana: {client_birth_date}\u00a0y.',
      'Tel.: {client_phones}',
    ],
    sign: ['Xaridor', '', '_______________ {client_name}'],
  },
  ru: {
    details: [
      '**ПОКУПАТЕЛЬ:**',
      '**{client_name}**',
      'Адрес: {client_address}',
      'Паспорт: {client_passport}',
      'Выдан: {client_passport_issued_by}, {client_passport_issued_date}\u00a0г.',
      'ПИНФЛ: {client_pinfl}',
      'Дата рождения: {client_birth_date}\u00a0г.',
      'Тел.: {client_phones}',
    ],
    sign: ['Покупатель', '', '_______________ {client_name}'],
  },
};

/** The requisites of both parties and, level below them, their signature lines. */
export function requisites(lang: Lang, escrow = true): string[][][] {
  return [
    [SELLER[lang].details(escrow), BUYER[lang].details],
    [['', ...SELLER[lang].sign], ['', ...BUYER[lang].sign]],
  ];
}

/** Signature lines only (schedule, receipt). */
export function signaturesOnly(lang: Lang): string[][][] {
  return [
    [
      [lang === 'uz' ? '**SOTUVCHI:**' : '**ПРОДАВЕЦ:**', '{company_name}', '', ...SELLER[lang].sign],
      [lang === 'uz' ? '**XARIDOR:**' : '**ПОКУПАТЕЛЬ:**', '{client_name}', '', '', '', '_______________ {client_name}'],
    ],
  ];
}
