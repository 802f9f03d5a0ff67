import { columns } from '../../common/xlsx';

export type DebtColumnKey =
  | 'client'
  | 'phone_number'
  | 'building'
  | 'room'
  | 'currency'
  | 'all_debt'
  | 'paid_amount'
  | 'current_debt'
  | 'monthly_amount'
  | 'next_payment_date'
  | 'overdue_amount'
  | 'overdue_days'
  | 'is_closed'
  | 'responsible'
  | 'promised_date'
  | 'promised_amount'
  | 'promise_broken'
  | 'penalty_amount';

/** The debts sheet (export only). */
export const DEBT_COLUMNS = columns<DebtColumnKey>(
  'text    client             30  Mijoz | Клиент',
  'text    phone_number       16  Telefon raqami | Номер телефона',
  'text    building           22  Bino | Дом',
  'text    room               10  Xonadon | Квартира',
  'text    currency            9  Valyuta | Валюта',
  'decimal all_debt           16  Umumiy qarz | Общий долг',
  'decimal paid_amount        16  Toʻlangan | Оплачено',
  'decimal current_debt       16  Qolgan qarz | Остаток долга',
  'decimal monthly_amount     16  Oylik toʻlov | Ежемесячный платёж',
  'text    next_payment_date  14  Keyingi toʻlov sanasi | Дата следующего платежа',
  'decimal overdue_amount     16  Muddati oʻtgan summa | Просроченная сумма',
  'int     overdue_days       12  Kechikish (kun) | Просрочка (дней)',
  'text    is_closed          10  Yopilgan | Закрыт',
  'decimal penalty_amount     14  Penya | Пеня',
  'text    responsible        24  Masʼul | Ответственный',
  'text    promised_date      14  Vaʼda sanasi | Обещанная дата',
  'decimal promised_amount    16  Vaʼda summasi | Обещанная сумма',
  'text    promise_broken     12  Vaʼda buzilgan | Обещание нарушено',
);

export type DebtAgingColumnKey = 'responsible' | 'currency' | 'bucket' | 'debts_count' | 'overdue_amount' | 'penalty_amount';

/** The debts export's second sheet: the aging of the listed debts past due, per collector, currency and bucket. */
export const DEBT_AGING_COLUMNS = columns<DebtAgingColumnKey>(
  'text    responsible     24  Masʼul | Ответственный',
  'text    currency         9  Valyuta | Валюта',
  'text    bucket          12  Kechikish (kun) | Просрочка (дней)',
  'int     debts_count     12  Qarzlar soni | Число долгов',
  'decimal overdue_amount  16  Muddati oʻtgan summa | Просроченная сумма',
  'decimal penalty_amount  14  Penya | Пеня',
);
