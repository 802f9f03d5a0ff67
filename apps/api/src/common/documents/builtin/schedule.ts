// The built-in payment schedule: an appendix to the contract with every instalment, what is paid
// and what is left, the totals and where to pay.
import type { Paragraph, Table } from 'docx';
import { CITY, CONTRACT_REF, dated, FLAT, signaturesOnly } from './common-texts';
import { scheduleTables } from './contract';
import { columns, fields, gap, pack, para, placeAndDate, title, type Lang } from './layout';

const TEXTS = {
  uz: {
    title: 'TOʻLOV JADVALI',
    subtitle: `${CONTRACT_REF.uz}ga ilova`,
    fields: [
      ['Xaridor', '**{client_name}**, pasport {client_passport}, tel. {client_phone}'],
      ['Xonadon', FLAT.uz],
      ['Shartnoma summasi', '**{price} soʻm**{#is_usd} ({price_usd} AQSh dollari, 1 AQSh dollari = {exchange_rate} soʻm){/is_usd}'],
      ['Boshlangʻich toʻlov', '{initial_payment} soʻm'],
      ['Toʻlangan', '{paid} soʻm{#is_usd} ({paid_usd} AQSh dollari){/is_usd}'],
      ['Qoldiq qarz', '**{debt} soʻm**{#is_usd} ({debt_usd} AQSh dollari){/is_usd}'],
      ['Toʻlov muddati', '{months_count} oy: {first_payment_date}\u00a0y.dan {last_payment_date}\u00a0y.gacha'],
    ] as Array<[string, string]>,
    columns: ['№', 'Oy', 'Sana', 'Summa, soʻm', 'Toʻlangan, soʻm', 'Qolgan, soʻm'],
    usdColumn: 'Summa, AQSh dollari',
    total:
      'Jadval boʻyicha jami: **{schedule_total} soʻm** ({schedule_total_words}){#is_usd}, {schedule_total_usd} AQSh dollari ekvivalentida{/is_usd}.',
    note:
      'Toʻlovlar Sotuvchining {company_escrow_bank}da ochilgan **{company_escrow_account}** raqamli eskrou hisobvaragʻiga amalga oshiriladi; toʻlov maqsadida shartnoma raqamini ({contract_number}) koʻrsating. Toʻlov kuni deb mablagʻ hisobvaraqqa kelib tushgan kun hisoblanadi.',
    printed: 'Jadval {today}\u00a0y. holatiga tuzildi.',
  },
  ru: {
    title: 'ГРАФИК ПЛАТЕЖЕЙ',
    subtitle: `Приложение к ${CONTRACT_REF.ru.replace('договор ', 'договору ')}`,
    fields: [
      ['Покупатель', '**{client_name}**, паспорт {client_passport}, тел. {client_phone}'],
      ['Квартира', FLAT.ru],
      ['Цена договора', '**{price} сум**{#is_usd} ({price_usd} долларов США, 1 доллар США = {exchange_rate} сум){/is_usd}'],
      ['Первоначальный взнос', '{initial_payment} сум'],
      ['Оплачено', '{paid} сум{#is_usd} ({paid_usd} долларов США){/is_usd}'],
      ['Остаток долга', '**{debt} сум**{#is_usd} ({debt_usd} долларов США){/is_usd}'],
      ['Срок рассрочки', '{months_count} мес.: с {first_payment_date}\u00a0г. по {last_payment_date}\u00a0г.'],
    ] as Array<[string, string]>,
    columns: ['№', 'Месяц', 'Дата', 'Сумма, сум', 'Оплачено, сум', 'Осталось, сум'],
    usdColumn: 'Сумма, долларов США',
    total:
      'Итого по графику: **{schedule_total} сум** ({schedule_total_words}){#is_usd}, что эквивалентно {schedule_total_usd} долларам США{/is_usd}.',
    note:
      'Платежи вносятся на эскроу-счёт Продавца **{company_escrow_account}** в {company_escrow_bank}; в назначении платежа укажите номер договора ({contract_number}). Днём оплаты считается день поступления средств на счёт.',
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
    ...scheduleTables(
      t.columns,
      t.usdColumn,
      { usd: [6, 15, 13, 17, 16, 16, 17], uzs: [6, 17, 14, 21, 21, 21] },
      ['{n}', '{month}', '{date}', '{amount}', '{paid}', '{left}'],
      ['{n}', '{month}', '{date}', '{amount}', '{amount_usd}', '{paid}', '{left}'],
    ),
    para(t.total, { before: 100, after: 60, align: 'left' }),
    para(t.note, { after: 60, align: 'left' }),
    para(t.printed, { italics: true, size: 20, after: 240 }),
    columns(signaturesOnly(lang)),
  ];
  return pack({ lang, title: t.title, children, pageNumbers: true });
}
