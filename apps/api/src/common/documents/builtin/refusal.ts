// The built-in refusal: the parties' agreement to terminate the sale contract, with what was paid,
// what is returned, what is returned already and what is left to return.
import type { Paragraph, Table } from 'docx';
import { CITY, CONTRACT_REF, dated, FLAT, PARTIES, requisites } from './common-texts';
import { clause, columns, pack, para, placeAndDate, section, title, type Lang } from './layout';

const TEXTS = {
  uz: {
    title: 'SHARTNOMANI BEKOR QILISH TOʻGʻRISIDA KELISHUV №\u00a0{refusal_number}',
    subtitle: `(${CONTRACT_REF.uz} boʻyicha)`,
    agreed: 'quyidagilar haqida mazkur kelishuvni (keyingi oʻrinlarda «Kelishuv») tuzdilar:',
    clauses: [
      `Tomonlar ${CONTRACT_REF.uz}ni (keyingi oʻrinlarda «Shartnoma») {refusal_date}\u00a0y.dan boshlab bekor qilishga kelishdilar.`,
      `Shartnoma predmeti boʻlgan xonadon: ${FLAT.uz}. Kelishuv imzolangandan soʻng xonadon Sotuvchining tasarrufiga qaytadi va Sotuvchi uni boshqa shaxslarga sotishga haqli.`,
      'Shartnoma summasi {price} soʻm{#is_usd} ({price_usd} AQSh dollari){/is_usd}. Kelishuv imzolangan kunga qadar Xaridor Shartnoma boʻyicha **{paid} soʻm** ({paid_words}){#is_usd}, {paid_usd} AQSh dollari ekvivalentida,{/is_usd} toʻlagan.',
      'Sotuvchi Xaridorga **{refund_due} {refund_currency_name}** ({refund_due_words}) qaytaradi.',
      'Kelishuv imzolangan kunga qadar Xaridorga {refunded} {refund_currency_name} ({refunded_words}) qaytarilgan; qaytarilishi qolgan summa **{refund_left} {refund_currency_name}** ({refund_left_words}).',
      'Qolgan summa Kelishuv imzolangan kundan boshlab 30 (oʻttiz) bank kuni ichida Xaridorning bank hisobvaragʻiga (bank kartasiga) oʻtkazish yoki Sotuvchining kassasidan naqd pulda berish yoʻli bilan qaytariladi. Summa bir necha qism boʻlib qaytarilishi mumkin; har bir qaytarish hujjat bilan rasmiylashtiriladi.',
      'Izoh: {comment}',
      'Summa toʻliq qaytarilgandan soʻng Tomonlar Shartnoma boʻyicha bir-biriga moliyaviy va boshqa daʼvolarga ega emaslar.',
      'Kelishuv Tomonlar imzolagan paytdan boshlab kuchga kiradi, Shartnomaning ajralmas qismi hisoblanadi va teng yuridik kuchga ega boʻlgan ikki nusxada, har bir Tomon uchun bir nusxadan tuzildi.',
    ],
    requisites: 'TOMONLARNING REKVIZITLARI VA IMZOLARI',
  },
  ru: {
    title: 'СОГЛАШЕНИЕ О РАСТОРЖЕНИИ ДОГОВОРА №\u00a0{refusal_number}',
    subtitle: `(к ${CONTRACT_REF.ru.replace('договор ', 'договору ')})`,
    agreed: 'заключили настоящее соглашение (далее — «Соглашение») о нижеследующем:',
    clauses: [
      `Стороны пришли к соглашению расторгнуть ${CONTRACT_REF.ru} (далее — «Договор») с {refusal_date}\u00a0г.`,
      `Квартира, являвшаяся предметом Договора: ${FLAT.ru}. После подписания Соглашения Квартира поступает в распоряжение Продавца, и Продавец вправе продать её другим лицам.`,
      'Цена Договора — {price} сум{#is_usd} ({price_usd} долларов США){/is_usd}. На дату подписания Соглашения Покупатель уплатил по Договору **{paid} сум** ({paid_words}){#is_usd}, что эквивалентно {paid_usd} долларам США{/is_usd}.',
      'Продавец возвращает Покупателю **{refund_due} {refund_currency_name}** ({refund_due_words}).',
      'На дату подписания Соглашения Покупателю возвращено {refunded} {refund_currency_name} ({refunded_words}); осталось вернуть **{refund_left} {refund_currency_name}** ({refund_left_words}).',
      'Оставшаяся сумма возвращается в течение 30 (тридцати) банковских дней с даты подписания Соглашения перечислением на банковский счёт (банковскую карту) Покупателя или наличными из кассы Продавца. Сумма может возвращаться частями; каждый возврат оформляется документом.',
      'Комментарий: {comment}',
      'После возврата суммы в полном объёме Стороны не имеют друг к другу финансовых и иных претензий по Договору.',
      'Соглашение вступает в силу с момента подписания Сторонами, является неотъемлемой частью Договора и составлено в двух экземплярах, имеющих равную юридическую силу, по одному для каждой из Сторон.',
    ],
    requisites: 'РЕКВИЗИТЫ И ПОДПИСИ СТОРОН',
  },
};

export async function refusalTemplate(lang: Lang): Promise<Buffer> {
  const t = TEXTS[lang];
  const children: Array<Paragraph | Table> = [
    title(t.title),
    para(t.subtitle, { align: 'center' }),
    placeAndDate(CITY[lang], dated('{refusal_date}', lang)),
    para(`${PARTIES[lang]} ${t.agreed}`, { indent: true, after: 60 }),
    ...t.clauses.map((text, i) => clause(`${i + 1}.`, text)),
    section(t.requisites),
    columns(requisites(lang, false)),
  ];
  return pack({ lang, title: t.title, children });
}
