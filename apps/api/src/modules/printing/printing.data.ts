import { CURRENCY_USD, CURRENCY_UZS } from '@mijozlar/shared';
import type { CompanySettings } from '@mijozlar/shared';
import { amountInWords } from '../../common/words';
import { convert, Decimal, money, round2, sum, ZERO } from '../../common/money/money';
import { tashkentDate } from '../../common/clock/clock';
import { currencyName, docArea, docDate, docMoney, docMonth, docRate } from '../../common/documents/format';
import type { DocumentLanguage } from '../../common/documents/placeholders';
import type { TemplateData } from '../../common/documents/render';
import type { PaymentForPrint, RefusalForPrint, SaleForPrint } from './printing.rows';

// The data builders: exactly the tags of common/documents/placeholders.ts for each kind, from rows
// already read (printing.rows.ts). Pure: the unit test and the placeholders' check call them.

type Code = 'UZS' | 'USD';
const codeOf = (currency: number): Code => (currency === CURRENCY_USD ? 'USD' : 'UZS');
const words = (value: Decimal, code: Code, lang: DocumentLanguage) => amountInWords(round2(value).toFixed(2), code, lang);

type Client = SaleForPrint['client'];
type Room = SaleForPrint['room'];

function companyTags(c: CompanySettings): TemplateData {
  return {
    company_name: c.name,
    company_inn: c.inn,
    company_address: c.address,
    company_phone: c.phone,
    company_bank_name: c.bank_name,
    company_bank_account: c.bank_account,
    company_mfo: c.mfo,
    company_director: c.director,
    company_escrow_bank: c.escrow_bank,
    company_escrow_account: c.escrow_account,
  };
}

/** "+998 90 123 45 67", as the catalogue's example; other numbers as stored. */
const phone = (p: string) => {
  const m = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(p);
  return m ? `+998 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : p;
};

function clientTags(c: Client | null, lid: { name: string; phone_number: string } | null = null): TemplateData {
  const phones = c ? [c.phone_number, ...c.additional_numbers.map((n) => n.phone_number)] : lid ? [lid.phone_number] : [];
  return {
    client_name: c?.name ?? lid?.name ?? '',
    client_phone: phones[0] ? phone(phones[0]) : '',
    client_phones: phones.map(phone).join(', '),
    client_address: c?.address ?? '',
    client_passport: [c?.passport_series, c?.passport_number].filter(Boolean).join(' '),
    client_passport_series: c?.passport_series ?? '',
    client_passport_number: c?.passport_number ?? '',
    client_passport_issued_by: c?.passport_issued_by ?? '',
    client_passport_issued_date: docDate(c?.passport_issued_date),
    client_pinfl: c?.pinfl ?? '',
    client_birth_date: docDate(c?.birth_date),
  };
}

function roomTags(r: Room): TemplateData {
  return {
    building_name: r.building.name,
    building_address: r.building.address ?? '',
    block_name: r.block?.name ?? '',
    room_number: r.number,
    room_floor: String(r.floor),
    room_entrance: String(r.entrance),
    room_area: docArea(r.area),
    room_rooms_count: r.rooms_count === null ? '' : String(r.rooms_count),
  };
}

/** The contract's day: its date, else the confirm day (Tashkent). */
export function contractDay(sale: { contract_date: Date | null; approved_at: Date | null }): string | null {
  if (sale.contract_date) return sale.contract_date.toISOString().slice(0, 10);
  return sale.approved_at ? tashkentDate(sale.approved_at) : null;
}

export interface Common {
  company: CompanySettings;
  language: DocumentLanguage;
  /** Today in Tashkent, YYYY-MM-DD. */
  today: string;
}

/**
 * The tags of a sale's documents (contract, schedule, refusal). A USD sale prints soʻm at `rate`
 * (the contract day's rate; the caller falls back to the sale's own rate), with the `_usd` tags
 * in dollars; a UZS sale leaves the `_usd` tags and `exchange_rate` empty. Without any rate a USD
 * sale prints its dollar figures, and currency_name says so.
 */
export function saleTags(sale: SaleForPrint, rate: Decimal | null, common: Common): TemplateData {
  const lang = common.language;
  const usd = sale.currency_id === CURRENCY_USD;
  const toSom = usd && rate !== null && rate.gt(0);
  const docCode: Code = usd && !toSom ? 'USD' : 'UZS';
  const inDoc = (value: Decimal) => (toSom ? convert(value, CURRENCY_USD, CURRENCY_UZS, rate!) : value);
  const usdText = (value: Decimal) => (usd ? docMoney(value) : '');
  const usdWords = (value: Decimal) => (usd ? words(value, 'USD', lang) : '');
  const area = money(sale.room.area);
  const perM2 = area.gt(0) ? round2(money(sale.sold_amount).div(area)) : ZERO;
  const debt = sale.client_debt;
  const debtLeft = debt ? money(debt.current_debt) : ZERO;
  const paid = money(sale.paid_amount).plus(debt ? money(debt.all_debt).minus(debt.current_debt) : ZERO);
  const instalments = debt?.instalments ?? [];
  const rows = instalments.map((i) => {
    const amount = money(i.amount);
    const paidPart = money(i.paid_amount);
    return {
      n: String(i.month),
      date: docDate(i.payment_date),
      month: docMonth(i.payment_date, lang),
      amount: docMoney(inDoc(amount)),
      amount_words: words(inDoc(amount), docCode, lang),
      amount_usd: usdText(amount),
      paid: docMoney(inDoc(paidPart)),
      left: docMoney(inDoc(amount.minus(paidPart))),
      _som: inDoc(amount),
      _usd: amount,
    };
  });
  const scheduleTotal = sum(rows.map((r) => r._som));
  const scheduleTotalUsd = sum(rows.map((r) => r._usd));
  const sold = money(sale.sold_amount);
  const initial = money(sale.paid_amount);
  return {
    today: docDate(common.today),
    ...companyTags(common.company),
    ...clientTags(sale.client, sale.lid),
    ...roomTags(sale.room),
    contract_number: sale.contract_number ?? String(sale.id),
    contract_date: docDate(contractDay(sale)),
    seller_name: (sale.seller ?? sale.created_by)?.full_name ?? '',
    currency_name: currencyName(docCode, lang),
    is_usd: toSom,
    exchange_rate: toSom ? docRate(rate!) : '',
    price: docMoney(inDoc(sold)),
    price_words: words(inDoc(sold), docCode, lang),
    price_m2: docMoney(inDoc(perM2)),
    price_usd: usdText(sold),
    price_usd_words: usdWords(sold),
    price_m2_usd: usdText(perM2),
    initial_payment: docMoney(inDoc(initial)),
    initial_payment_words: words(inDoc(initial), docCode, lang),
    initial_payment_usd: usdText(initial),
    paid: docMoney(inDoc(paid)),
    paid_words: words(inDoc(paid), docCode, lang),
    paid_usd: usdText(paid),
    debt: docMoney(inDoc(debtLeft)),
    debt_words: words(inDoc(debtLeft), docCode, lang),
    debt_usd: usdText(debtLeft),
    months_count: String(instalments.length),
    first_payment_date: instalments.length ? docDate(instalments[0].payment_date) : '',
    last_payment_date: instalments.length ? docDate(instalments[instalments.length - 1].payment_date) : '',
    has_schedule: rows.length > 0,
    schedule: rows.map(({ _som: _s, _usd: _u, ...row }) => row),
    schedule_total: docMoney(scheduleTotal),
    schedule_total_words: words(scheduleTotal, docCode, lang),
    schedule_total_usd: usdText(scheduleTotalUsd),
  };
}

/** The refusal's own tags on top of its sale's (amounts in the refusal's currency). */
export function refusalTags(refusal: RefusalForPrint, rate: Decimal | null, common: Common): TemplateData {
  const lang = common.language;
  const code = refusal.currency.code as Code;
  const due = money(refusal.refund_due);
  const refunded = money(refusal.refunded_amount);
  const left = due.minus(refunded);
  const { has_schedule: _h, schedule: _s, schedule_total: _t, schedule_total_words: _w, schedule_total_usd: _u, ...sale } = saleTags(refusal.sale, rate, common);
  return {
    ...sale,
    refusal_number: String(refusal.id),
    refusal_date: docDate(tashkentDate(refusal.created_at)),
    refund_due: docMoney(due),
    refund_due_words: words(due, code, lang),
    refunded: docMoney(refunded),
    refunded_words: words(refunded, code, lang),
    refund_left: docMoney(left),
    refund_left_words: words(left, code, lang),
    refund_currency_name: currencyName(code, lang),
    comment: refusal.comment ?? '',
  };
}

/** A receipt: the payment as it was taken (its currency); `debtAfter` in the debt's currency. */
export function receiptTags(payment: PaymentForPrint, debtAfter: Decimal, common: Common): TemplateData {
  const lang = common.language;
  const code = payment.currency.code as Code;
  const debtCode = payment.client_debt.currency.code as Code;
  const sale = payment.client_debt.sale;
  const amount = money(payment.amount);
  return {
    today: docDate(common.today),
    ...companyTags(common.company),
    ...clientTags(payment.client),
    ...roomTags(payment.client_debt.room),
    contract_number: sale?.contract_number ?? (sale ? String(sale.id) : ''),
    contract_date: sale ? docDate(contractDay(sale)) : '',
    seller_name: (sale?.seller ?? sale?.created_by)?.full_name ?? '',
    currency_name: currencyName(code, lang),
    is_penalty: payment.penalty,
    receipt_number: String(payment.id),
    receipt_date: docDate(payment.payment_date),
    amount: docMoney(amount),
    amount_words: words(amount, code, lang),
    method: payment.method ? (lang === 'uz' ? payment.method.name_uz : payment.method.name_ru) : '',
    wallet: payment.wallet.name,
    cashier: payment.executor.full_name,
    comment: payment.description ?? '',
    debt_after: docMoney(debtAfter),
    debt_after_words: words(debtAfter, debtCode, lang),
    debt_currency_name: currencyName(debtCode, lang),
  };
}
