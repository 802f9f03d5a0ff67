// The built-in receipt: a cash receipt order for one payment, in the payment's own currency.
import type { Paragraph, Table } from 'docx';
import { CITY, dated } from './common-texts';
import { columns, fields, gap, pack, para, placeAndDate, title, type Lang } from './layout';

const TEXTS = {
  uz: {
    company: ['**{company_name}**', 'STIR {company_inn}, {company_address}, tel. {company_phone}'],
    title: 'KVITANSIYA №\u00a0{receipt_number}',
    subtitle: '(pul qabul qilinganligi toʻgʻrisida)',
    fields: [
      ['Kimdan qabul qilindi', '**{client_name}**, pasport {client_passport}'],
      ['Summa', '**{amount} {currency_name}**'],
      ['Summa soʻz bilan', '{amount_words}'],
      ['Toʻlov usuli', '{method}'],
      ['Kassa', '{wallet}'],
      ['Asos', '{contract_date}\u00a0y.dagi {contract_number}-son xonadon oldi-sotdi shartnomasi boʻyicha {#is_penalty}penya (kechiktirilgan toʻlov uchun){/is_penalty}{^is_penalty}toʻlov{/is_penalty}'],
      ['Xonadon', '{building_name}, {block_name} blok, {room_entrance}-podyezd, {room_floor}-qavat, {room_number}-xonadon, {room_area} m²'],
      ['Izoh', '{comment}'],
      ['Toʻlovdan keyingi qarz', '**{debt_after} {debt_currency_name}** ({debt_after_words})'],
    ] as Array<[string, string]>,
    sign: [
      ['Pulni qabul qildi:', 'Kassir', '', '_______________ {cashier}', 'M.Oʻ.'],
      ['Pulni topshirdi:', 'Toʻlovchi', '', '_______________ {client_name}'],
    ],
    manager: 'Sotuv menejeri: {seller_name}. Chop etilgan sana: {today}\u00a0y.',
  },
  ru: {
    company: ['**{company_name}**', 'ИНН {company_inn}, {company_address}, тел. {company_phone}'],
    title: 'КВИТАНЦИЯ №\u00a0{receipt_number}',
    subtitle: '(о приёме денежных средств)',
    fields: [
      ['Принято от', '**{client_name}**, паспорт {client_passport}'],
      ['Сумма', '**{amount} {currency_name}**'],
      ['Сумма прописью', '{amount_words}'],
      ['Способ оплаты', '{method}'],
      ['Касса', '{wallet}'],
      ['Основание', '{#is_penalty}оплата пени за просрочку платежей{/is_penalty}{^is_penalty}оплата{/is_penalty} по договору купли-продажи квартиры №\u00a0{contract_number} от {contract_date}\u00a0г.'],
      ['Квартира', '{building_name}, блок {block_name}, подъезд {room_entrance}, этаж {room_floor}, кв. №\u00a0{room_number}, {room_area} м²'],
      ['Комментарий', '{comment}'],
      ['Долг после платежа', '**{debt_after} {debt_currency_name}** ({debt_after_words})'],
    ] as Array<[string, string]>,
    sign: [
      ['Деньги принял:', 'Кассир', '', '_______________ {cashier}', 'М.П.'],
      ['Деньги внёс:', 'Плательщик', '', '_______________ {client_name}'],
    ],
    manager: 'Менеджер продажи: {seller_name}. Дата печати: {today}\u00a0г.',
  },
};

export async function receiptTemplate(lang: Lang): Promise<Buffer> {
  const t = TEXTS[lang];
  const children: Array<Paragraph | Table> = [
    para(t.company[0], { align: 'left' }),
    para(t.company[1], { align: 'left', size: 20, after: 240 }),
    title(t.title),
    para(t.subtitle, { align: 'center' }),
    placeAndDate(CITY[lang], dated('{receipt_date}', lang)),
    fields(t.fields, 0.3),
    gap(300),
    columns([t.sign]),
    gap(200),
    para(t.manager, { italics: true, size: 18, align: 'left' }),
  ];
  return pack({ lang, title: t.title, children });
}
