// The tags a document template may use, per kind: what the template check accepts, what
// GET /api/document-template/placeholders/ lists (with an example each) and what the data
// builders fill (modules/printing). A template using any other tag is refused at upload.
//
// Amounts: a contract, schedule and refusal of a USD sale print soʻm at the rate of the contract's
// day (Law on Currency Regulation, art. 9); the `_usd` tags and `is_usd` give the dollar figures
// to templates that ask for them. A receipt prints the payment as it was taken (its own currency).
// Figures are written `1 234 567,89` (no-break spaces), dates `dd.mm.yyyy`.

export const DOCUMENT_KINDS = ['contract', 'schedule', 'receipt', 'refusal'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LANGUAGES = ['uz', 'ru'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export interface Placeholder {
  tag: string;
  /** Set for the tags inside a loop: the loop's tag (`schedule`). */
  loop?: string;
  /** A loop (`{#schedule}…{/schedule}`) or a condition (`{#is_usd}…{/is_usd}`). */
  section?: boolean;
  kinds: readonly DocumentKind[];
  description: Record<DocumentLanguage, string>;
  example: Record<DocumentLanguage, string>;
}

const ALL = DOCUMENT_KINDS;
const SALE: readonly DocumentKind[] = ['contract', 'schedule', 'refusal'];

function p(
  tag: string,
  kinds: readonly DocumentKind[],
  uz: string,
  ru: string,
  example: string | Record<DocumentLanguage, string>,
  extra: Partial<Pick<Placeholder, 'loop' | 'section'>> = {},
): Placeholder {
  return {
    tag,
    kinds,
    description: { uz, ru },
    example: typeof example === 'string' ? { uz: example, ru: example } : example,
    ...extra,
  };
}

export const PLACEHOLDERS: readonly Placeholder[] = [
  p('today', ALL, 'Chop etilgan sana', 'Дата печати', '27.11.2026'),

  p('company_name', ALL, 'Kompaniya nomi', 'Название компании', '"Yangi Shahar Qurilish" MChJ'),
  p('company_inn', ALL, 'Kompaniya STIR (INN)', 'ИНН компании', '305123456'),
  p('company_address', ALL, 'Kompaniya manzili', 'Адрес компании', 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107'),
  p('company_phone', ALL, 'Kompaniya telefoni', 'Телефон компании', '+998 71 200 00 00'),
  p('company_bank_name', ALL, 'Kompaniya banki', 'Банк компании', '"Kapitalbank" ATB'),
  p('company_bank_account', ALL, 'Hisob raqami', 'Расчётный счёт', '20208000900123456001'),
  p('company_mfo', ALL, 'Bank MFO', 'МФО банка', '01088'),
  p('company_director', ALL, 'Direktor', 'Директор', 'Karimov Aziz Rustamovich'),
  p('company_escrow_bank', ALL, 'Eskrou hisobi banki', 'Банк эскроу-счёта', '"Oʻzsanoatqurilishbank" ATB'),
  p('company_escrow_account', ALL, 'Eskrou hisob raqami', 'Эскроу-счёт', '20208000500987654002'),

  p('client_name', ALL, 'Mijozning F.I.Sh.', 'Ф.И.О. клиента', 'Toshmatov Jasur Olimovich'),
  p('client_phone', ALL, 'Mijozning telefoni', 'Телефон клиента', '+998 90 123 45 67'),
  p('client_phones', ALL, 'Mijozning barcha telefonlari', 'Все телефоны клиента', '+998 90 123 45 67, +998 93 765 43 21'),
  p('client_address', ALL, 'Mijozning manzili', 'Адрес клиента', 'Toshkent sh., Chilonzor t., 9-kvartal, 12-uy, 34-xonadon'),
  p('client_passport', ALL, 'Pasport seriyasi va raqami', 'Серия и номер паспорта', 'AA 1234567'),
  p('client_passport_series', ALL, 'Pasport seriyasi', 'Серия паспорта', 'AA'),
  p('client_passport_number', ALL, 'Pasport raqami', 'Номер паспорта', '1234567'),
  p('client_passport_issued_by', ALL, 'Pasportni kim bergan', 'Кем выдан паспорт', 'Chilonzor tumani IIB'),
  p('client_passport_issued_date', ALL, 'Pasport berilgan sana', 'Дата выдачи паспорта', '15.03.2019'),
  p('client_pinfl', ALL, 'JShShIR (PINFL)', 'ПИНФЛ', '31503901234567'),
  p('client_birth_date', ALL, 'Tugʻilgan sana', 'Дата рождения', '15.03.1990'),

  p('building_name', ALL, 'Bino nomi', 'Название дома', 'Yangi Shahar, 1-bino'),
  p('building_address', ALL, 'Bino manzili', 'Адрес дома', 'Toshkent sh., Yashnobod t., Parkent koʻchasi, 25'),
  p('block_name', ALL, 'Blok', 'Блок', 'A'),
  p('room_number', ALL, 'Xonadon raqami', 'Номер квартиры', '45'),
  p('room_floor', ALL, 'Qavat', 'Этаж', '5'),
  p('room_entrance', ALL, 'Podyezd', 'Подъезд', '2'),
  p('room_area', ALL, 'Maydoni, m²', 'Площадь, м²', '65,40'),
  p('room_rooms_count', ALL, 'Xonalar soni', 'Количество комнат', '3'),

  p('contract_number', ALL, 'Shartnoma raqami', 'Номер договора', '1-45'),
  p('contract_date', ALL, 'Shartnoma sanasi', 'Дата договора', '27.11.2026'),
  p('seller_name', ALL, 'Sotuvchi menejer', 'Менеджер продажи', 'Rahimova Dilnoza'),
  p('currency_name', ALL, 'Hujjatdagi summalar valyutasi (odatda soʻm; kurs boʻlmasa AQSh dollari)', 'Валюта сумм документа (обычно сум; без курса — доллары США)', { uz: 'soʻm', ru: 'сум' }),

  p('is_usd', SALE, 'AQSh dollaridagi sotuv shartnoma kuni kursi boʻyicha soʻmda yozilganda (shart: {#is_usd}…{/is_usd}, aksincha {^is_usd}…{/is_usd})', 'Продажа в долларах США, пересчитанная в сумы по курсу дня договора (условие: {#is_usd}…{/is_usd}, иначе {^is_usd}…{/is_usd})', 'true', { section: true }),
  p('exchange_rate', SALE, 'Shartnoma kunidagi kurs (1 USD, soʻm)', 'Курс на день договора (1 USD, сум)', '12 650,00'),
  p('price', SALE, 'Shartnoma summasi, soʻm', 'Сумма договора, сум', '827 310 000,00'),
  p('price_words', SALE, 'Shartnoma summasi soʻz bilan', 'Сумма договора прописью',
    { uz: 'sakkiz yuz yigirma yetti million uch yuz oʻn ming soʻm 00 tiyin', ru: 'восемьсот двадцать семь миллионов триста десять тысяч сумов 00 тийинов' }),
  p('price_m2', SALE, '1 m² narxi, soʻm', 'Цена за 1 м², сум', '12 650 000,00'),
  p('price_usd', SALE, 'Shartnoma summasi, USD', 'Сумма договора, USD', '65 400,00'),
  p('price_usd_words', SALE, 'Shartnoma summasi, USD, soʻz bilan', 'Сумма договора, USD, прописью',
    { uz: 'oltmish besh ming toʻrt yuz AQSh dollari 00 sent', ru: 'шестьдесят пять тысяч четыреста долларов США 00 центов' }),
  p('price_m2_usd', SALE, '1 m² narxi, USD', 'Цена за 1 м², USD', '1 000,00'),
  p('initial_payment', SALE, 'Boshlangʻich toʻlov, soʻm', 'Первоначальный взнос, сум', '248 193 000,00'),
  p('initial_payment_words', SALE, 'Boshlangʻich toʻlov soʻz bilan', 'Первоначальный взнос прописью',
    { uz: 'ikki yuz qirq sakkiz million bir yuz toʻqson uch ming soʻm 00 tiyin', ru: 'двести сорок восемь миллионов сто девяносто три тысячи сумов 00 тийинов' }),
  p('initial_payment_usd', SALE, 'Boshlangʻich toʻlov, USD', 'Первоначальный взнос, USD', '19 620,00'),
  p('paid', SALE, 'Toʻlangan, soʻm', 'Оплачено, сум', '248 193 000,00'),
  p('paid_words', SALE, 'Toʻlangan soʻz bilan', 'Оплачено прописью',
    { uz: 'ikki yuz qirq sakkiz million bir yuz toʻqson uch ming soʻm 00 tiyin', ru: 'двести сорок восемь миллионов сто девяносто три тысячи сумов 00 тийинов' }),
  p('paid_usd', SALE, 'Toʻlangan, USD', 'Оплачено, USD', '19 620,00'),
  p('debt', SALE, 'Qoldiq qarz, soʻm', 'Остаток долга, сум', '579 117 000,00'),
  p('debt_words', SALE, 'Qoldiq qarz soʻz bilan', 'Остаток долга прописью',
    { uz: 'besh yuz yetmish toʻqqiz million bir yuz oʻn yetti ming soʻm 00 tiyin', ru: 'пятьсот семьдесят девять миллионов сто семнадцать тысяч сумов 00 тийинов' }),
  p('debt_usd', SALE, 'Qoldiq qarz, USD', 'Остаток долга, USD', '45 780,00'),
  p('months_count', SALE, 'Toʻlovlar soni (oy)', 'Количество платежей (месяцев)', '12'),
  p('first_payment_date', SALE, 'Birinchi toʻlov sanasi', 'Дата первого платежа', '27.12.2026'),
  p('last_payment_date', SALE, 'Oxirgi toʻlov sanasi', 'Дата последнего платежа', '27.11.2027'),

  p('has_schedule', ['contract', 'schedule'], 'Boʻlib toʻlash boʻlsa (shart: {#has_schedule}…{/has_schedule}, toʻliq toʻlovda {^has_schedule}…{/has_schedule})', 'Есть рассрочка (условие: {#has_schedule}…{/has_schedule}, при полной оплате {^has_schedule}…{/has_schedule})', 'true', { section: true }),
  p('schedule', ['contract', 'schedule'], 'Toʻlov jadvali qatorlari (jadval qatorida {#schedule}…{/schedule})', 'Строки графика платежей (в строке таблицы {#schedule}…{/schedule})', '', { section: true }),
  p('n', ['contract', 'schedule'], 'Tartib raqami', 'Порядковый номер', '1', { loop: 'schedule' }),
  p('date', ['contract', 'schedule'], 'Toʻlov sanasi', 'Дата платежа', '27.12.2026', { loop: 'schedule' }),
  p('month', ['contract', 'schedule'], 'Oy', 'Месяц', { uz: 'dekabr 2026', ru: 'декабрь 2026' }, { loop: 'schedule' }),
  p('amount', ['contract', 'schedule'], 'Oylik toʻlov, soʻm', 'Платёж месяца, сум', '48 259 750,00', { loop: 'schedule' }),
  p('amount_words', ['contract', 'schedule'], 'Oylik toʻlov soʻz bilan', 'Платёж месяца прописью',
    { uz: 'qirq sakkiz million ikki yuz ellik toʻqqiz ming yetti yuz ellik soʻm 00 tiyin', ru: 'сорок восемь миллионов двести пятьдесят девять тысяч семьсот пятьдесят сумов 00 тийинов' }, { loop: 'schedule' }),
  p('amount_usd', ['contract', 'schedule'], 'Oylik toʻlov, USD', 'Платёж месяца, USD', '3 815,00', { loop: 'schedule' }),
  p('paid', ['contract', 'schedule'], 'Shu oy uchun toʻlangan, soʻm', 'Оплачено за месяц, сум', '0,00', { loop: 'schedule' }),
  p('left', ['contract', 'schedule'], 'Shu oy uchun qolgan, soʻm', 'Осталось за месяц, сум', '48 259 750,00', { loop: 'schedule' }),
  p('schedule_total', ['contract', 'schedule'], 'Jadval boʻyicha jami, soʻm', 'Итого по графику, сум', '579 117 000,00'),
  p('schedule_total_words', ['contract', 'schedule'], 'Jadval boʻyicha jami soʻz bilan', 'Итого по графику прописью',
    { uz: 'besh yuz yetmish toʻqqiz million bir yuz oʻn yetti ming soʻm 00 tiyin', ru: 'пятьсот семьдесят девять миллионов сто семнадцать тысяч сумов 00 тийинов' }),
  p('schedule_total_usd', ['contract', 'schedule'], 'Jadval boʻyicha jami, USD', 'Итого по графику, USD', '45 780,00'),

  p('is_penalty', ['receipt'], 'Penya toʻlovi boʻlsa (shart: {#is_penalty}…{/is_penalty}, aksincha {^is_penalty}…{/is_penalty})', 'Оплата пени (условие: {#is_penalty}…{/is_penalty}, иначе {^is_penalty}…{/is_penalty})', 'false', { section: true }),
  p('receipt_number', ['receipt'], 'Kvitansiya raqami', 'Номер квитанции', '318'),
  p('receipt_date', ['receipt'], 'Toʻlov sanasi', 'Дата платежа', '27.11.2026'),
  p('amount', ['receipt'], 'Toʻlov summasi (toʻlov valyutasida)', 'Сумма платежа (в валюте платежа)', '48 259 750,00'),
  p('amount_words', ['receipt'], 'Toʻlov summasi soʻz bilan', 'Сумма платежа прописью',
    { uz: 'qirq sakkiz million ikki yuz ellik toʻqqiz ming yetti yuz ellik soʻm 00 tiyin', ru: 'сорок восемь миллионов двести пятьдесят девять тысяч семьсот пятьдесят сумов 00 тийинов' }),
  p('method', ['receipt'], 'Toʻlov usuli', 'Способ оплаты', { uz: 'Naqd', ru: 'Наличные' }),
  p('wallet', ['receipt'], 'Kassa', 'Касса', 'Asosiy kassa UZS'),
  p('cashier', ['receipt'], 'Kassir', 'Кассир', 'Yusupova Malika'),
  p('comment', ['receipt', 'refusal'], 'Izoh', 'Комментарий', { uz: 'Dekabr oyi uchun', ru: 'За декабрь' }),
  p('debt_after', ['receipt'], 'Toʻlovdan keyingi qarz (qarz valyutasida)', 'Долг после платежа (в валюте долга)', '530 857 250,00'),
  p('debt_after_words', ['receipt'], 'Toʻlovdan keyingi qarz soʻz bilan', 'Долг после платежа прописью',
    { uz: 'besh yuz oʻttiz million sakkiz yuz ellik yetti ming ikki yuz ellik soʻm 00 tiyin', ru: 'пятьсот тридцать миллионов восемьсот пятьдесят семь тысяч двести пятьдесят сумов 00 тийинов' }),
  p('debt_currency_name', ['receipt'], 'Qarz valyutasi', 'Валюта долга', { uz: 'soʻm', ru: 'сум' }),

  p('refusal_number', ['refusal'], 'Bekor qilish raqami', 'Номер отказа', '12'),
  p('refusal_date', ['refusal'], 'Bekor qilish sanasi', 'Дата отказа', '27.11.2026'),
  p('refund_due', ['refusal'], 'Qaytariladigan summa (bekor qilish valyutasida)', 'Сумма к возврату (в валюте отказа)', '248 193 000,00'),
  p('refund_due_words', ['refusal'], 'Qaytariladigan summa soʻz bilan', 'Сумма к возврату прописью',
    { uz: 'ikki yuz qirq sakkiz million bir yuz toʻqson uch ming soʻm 00 tiyin', ru: 'двести сорок восемь миллионов сто девяносто три тысячи сумов 00 тийинов' }),
  p('refunded', ['refusal'], 'Qaytarilgan', 'Возвращено', '100 000 000,00'),
  p('refunded_words', ['refusal'], 'Qaytarilgan soʻz bilan', 'Возвращено прописью',
    { uz: 'bir yuz million soʻm 00 tiyin', ru: 'сто миллионов сумов 00 тийинов' }),
  p('refund_left', ['refusal'], 'Qaytarilishi qolgan', 'Осталось вернуть', '148 193 000,00'),
  p('refund_left_words', ['refusal'], 'Qaytarilishi qolgan soʻz bilan', 'Осталось вернуть прописью',
    { uz: 'bir yuz qirq sakkiz million bir yuz toʻqson uch ming soʻm 00 tiyin', ru: 'сто сорок восемь миллионов сто девяносто три тысячи сумов 00 тийинов' }),
  p('refund_currency_name', ['refusal'], 'Qaytarish valyutasi', 'Валюта возврата', { uz: 'soʻm', ru: 'сум' }),
];

/** The placeholders a template of this kind may use (top-level and loop tags). */
export function placeholdersOf(kind: DocumentKind): Placeholder[] {
  return PLACEHOLDERS.filter((placeholder) => placeholder.kinds.includes(kind));
}
