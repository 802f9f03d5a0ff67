// The built-in payment schedule: an appendix to the contract with every instalment, what is paid
// and what is left, the totals and where to pay.
import type { Paragraph, Table } from 'docx';
import { CITY, CONTRACT_REF, dated, FLAT, signaturesOnly } from './common-texts';
import { scheduleTables, withSchedule } from './contract';
import { columns, fields, gap, pack, para, placeAndDate, title, type Lang } from './layout';

const TEXTS = {
  uz: {
    title: 'TOʻLOV JADVALI',
    subtitle: `${CONTRACT_REF.uz}ga ilova`,
    fields: [
      ['Xaridor', '**{client_name}**, pasport {client_passport}, tel. {client_phone}'],
      ['Xonadon', FLAT.uz],
      ['Shartnoma summasi', '**{price} {currency_name}**{#is_usd} ({price_usd} AQSh dollari, 1 AQSh dollari = {exchange_rate} soʻm){/is_usd}'],
      ['Boshlangʻich toʻlov', '{initial_payment} {currency_name}'],
      ['Toʻlangan', '{paid} {currency_name}{#is_usd} ({paid_usd} AQSh dollari){/is_usd}'],
      ['Qoldiq qarz', '**{debt} {currency_name}**{#is_usd} ({debt_usd} AQSh dollari){/is_usd}'],
      ['Toʻlov muddati', '{#has_schedule}{months_count} oy: {first_payment_date}\u00a0y.dan {last_payment_date}\u00a0y.gacha{/has_schedule}{^has_schedule}bir yoʻla, toʻliq{/has_schedule}'],
    ] as Array<[string, string]>,
    columns: ['№', 'Oy', 'Sana', 'Summa, {currency_name}', 'Toʻlangan, {currency_name}', 'Qolgan, {currency_name}'],
    usdColumn: 'Summa, AQSh dollari',
    total:
      'Jadval boʻyicha jami: **{schedule_total} {currency_name}** ({schedule_total_words}){#is_usd}, {schedule_total_usd} AQSh dollari ekvivalentida{/is_usd}.',
    note:
      'Toʻlovlar Sotuvchining {company_escrow_bank}da ochilgan **{company_escrow_account}** raqamli eskrou hisobvaragʻiga amalga oshiriladi; toʻlov maqsadida shartnoma raqamini ({contract_number}) koʻrsating. Toʻlov kuni deb mablagʻ hisobvaraqqa kelib tushgan kun hisoblanadi.',
    paidInFull: 'Shartnoma summasi bir yoʻla toʻliq toʻlanadi: toʻlov jadvali yoʻq.',
    printed: 'Jadval {today}\u00a0y. holatiga tuzildi.',
  },
  ru: {
    title: 'ГРАФИК ПЛАТЕЖЕЙ',
    subtitle: `Приложение к ${CONTRACT_REF.ru.replace('договор ', 'договору ')}`,
    fields: [
      ['Покупатель', '**{client_name}**, паспорт {client_passport}, тел. {client_phone}'],
      ['Квартира', FLAT.ru],
      ['Цена договора', '**{price} {currency_name}**{#is_usd} ({price_usd} долларов США, 1 доллар США = {exchange_rate} сум){/is_usd}'],
      ['Первоначальный взнос', '{initial_payment} {currency_name}'],
      ['Оплачено', '{paid} {currency_name}{#is_usd} ({paid_usd} долларов США){/is_usd}'],
      ['Остаток долга', '**{debt} {currency_name}**{#is_usd} ({debt_usd} долларов США){/is_usd}'],
      ['Срок рассрочки', '{#has_schedule}{months_count} мес.: с {first_payment_date}\u00a0г. по {last_payment_date}\u00a0г.{/has_schedule}{^has_schedule}единовременно, полностью{/has_schedule}'],
    ] as Array<[string, string]>,
    columns: ['№', 'Месяц', 'Дата', 'Сумма, {currency_name}', 'Оплачено, {currency_name}', 'Осталось, {currency_name}'],
    usdColumn: 'Сумма, долларов США',
    total:
      'Итого по графику: **{schedule_total} {currency_name}** ({schedule_total_words}){#is_usd}, что эквивалентно {schedule_total_usd} долларам США{/is_usd}.',
    note:
      'Платежи вносятся на эскроу-счёт Продавца **{company_escrow_account}** в {company_escrow_bank}; в назначении платежа укажите номер договора ({contract_number}). Днём оплаты считается день поступления средств на счёт.',
    paidInFull: 'Цена договора уплачивается единовременно в полном объёме: платежей по графику нет.',
    printed: 'График составлен по состоянию на {today}\u00a0г.',
  },
};

export async function scheduleTemplate(lang: Lang): Promise<Buffer> {
  const t = TEXTS[lang];
  const children: Array<Paragraph | Table> = [
    title(t.title),
    para(t.subtitle, { align: 'center' }),
    placeAndDate(CITY[lang], dated('{contract_date}', lang)),
    fields(t.fields, 0.28),
    gap(160),
    ...withSchedule(
      [
        ...scheduleTables(
          t.columns,
          t.usdColumn,
          { usd: [6, 15, 13, 17, 16, 16, 17], uzs: [6, 17, 14, 21, 21, 21] },
          ['{n}', '{month}', '{date}', '{amount}', '{paid}', '{left}'],
          ['{n}', '{month}', '{date}', '{amount}', '{amount_usd}', '{paid}', '{left}'],
        ),
        para(t.total, { before: 100, after: 60, align: 'left' }),
      ],
      t.paidInFull,
    ),
    para(t.note, { after: 60, align: 'left' }),
    para(t.printed, { italics: true, size: 20, after: 240 }),
    columns(signaturesOnly(lang)),
  ];
  return pack({ lang, title: t.title, children, pageNumbers: true });
}
