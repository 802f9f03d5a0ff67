import { type CodeOf, DebtError, PaymentError, RefusalError, SaleError, type SalesErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** Reminder SMS to debtors (`debt_reminder.${kind}`). */
export const DebtReminderText = {
  BEFORE: 'debt_reminder.before',
  OVERDUE: 'debt_reminder.overdue',
} as const;

/** API messages of sales, debts, payments, refusals and debt reminders. */
export const salesMessages = {
  uz: {
    [SaleError.NOT_PENDING]: 'Sotuv kutilayotgan holatda emas',
    [SaleError.NOT_APPROVED]: 'Faqat tasdiqlangan sotuv uchun amalni bajarish mumkin',
    [SaleError.NOT_DELETABLE]: 'Faqat kutilayotgan yoki rad etilgan sotuvni oʻchirish mumkin. Tasdiqlangan sotuv voz kechish orqali bekor qilinadi',
    [SaleError.AMOUNTS_MISMATCH]: 'Qarz summasi umumiy summadan toʻlangan summa ayirmasiga teng boʻlishi kerak',
    [SaleError.PAID_EXCEEDS_SOLD]: 'Toʻlangan summa umumiy summadan oshmasligi kerak',
    [SaleError.SCHEDULE_COUNT]: 'Grafikda {count} ta oy boʻlishi kerak',
    [SaleError.SCHEDULE_SUM]: 'Grafik summalari yigʻindisi qarzga ({amount}) teng boʻlishi kerak',
    [SaleError.SCHEDULE_DATES]: 'Grafik sanalari oʻsib borishi kerak',
    [SaleError.CREDIT_PERIOD_REQUIRED]: 'Qarz boʻlsa, muddat va birinchi toʻlov sanasini kiriting',
    [SaleError.CONTRACT_NUMBER_TAKEN]: 'Bu shartnoma raqami boshqa sotuvda band',
    [SaleError.NO_CONTRACT]: 'Shartnoma faqat tasdiqlangan yoki voz kechilgan sotuvda boʻladi',
    [PaymentError.EXCEEDS_DEBT]: 'Toʻlov qolgan qarzdan ({amount}) oshib ketdi. Hech narsa oʻtkazilmadi',
    [PaymentError.TOO_SMALL]: 'Toʻlov summasi qarz valyutasiga oʻtkazilganda noldan katta boʻlishi kerak',
    [DebtError.CLOSED]: 'Qarz yopilgan',
    [DebtError.NOT_OF_CLIENT]: 'Bu qarz tanlangan mijozga tegishli emas',
    [RefusalError.EXISTS]: 'Bu sotuv uchun voz kechish allaqachon yaratilgan',
    [RefusalError.PAYOUT_EXCEEDS_DUE]: 'Toʻlov mijozga qaytarilishi kerak boʻlgan qoldiqdan ({amount}) oshmasligi kerak',
    [RefusalError.CURRENCY_MISMATCH]: 'Toʻlov voz kechish valyutasidagi hamyondan boʻlishi kerak',
    [DebtReminderText.BEFORE]: 'Hurmatli {name}! {date} sanasida {amount} miqdoridagi navbatdagi toʻlovingiz muddati keladi. Iltimos, oʻz vaqtida toʻlang.',
    [DebtReminderText.OVERDUE]: 'Hurmatli {name}! {date} sanasidan beri {amount} miqdoridagi toʻlovingiz kechiktirilgan. Iltimos, imkon qadar tezroq toʻlang.',
  },
  ru: {
    [SaleError.NOT_PENDING]: 'Продажа не в статусе ожидания',
    [SaleError.NOT_APPROVED]: 'Действие возможно только для подтверждённой продажи',
    [SaleError.NOT_DELETABLE]: 'Удалить можно только ожидающую или отклонённую продажу. Подтверждённая отменяется через отказ',
    [SaleError.AMOUNTS_MISMATCH]: 'Сумма долга должна равняться общей сумме минус оплаченная',
    [SaleError.PAID_EXCEEDS_SOLD]: 'Оплаченная сумма не может превышать общую',
    [SaleError.SCHEDULE_COUNT]: 'Число месяцев в графике должно быть {count}',
    [SaleError.SCHEDULE_SUM]: 'Сумма графика должна равняться долгу ({amount})',
    [SaleError.SCHEDULE_DATES]: 'Даты графика должны идти по возрастанию',
    [SaleError.CREDIT_PERIOD_REQUIRED]: 'При долге укажите срок и дату первого платежа',
    [SaleError.CONTRACT_NUMBER_TAKEN]: 'Этот номер договора уже занят другой продажей',
    [SaleError.NO_CONTRACT]: 'Договор есть только у подтверждённой продажи или продажи с отказом',
    [PaymentError.EXCEEDS_DEBT]: 'Платёж превышает остаток долга ({amount}). Ничего не проведено',
    [PaymentError.TOO_SMALL]: 'Сумма платежа после пересчёта в валюту долга должна быть больше нуля',
    [DebtError.CLOSED]: 'Долг закрыт',
    [DebtError.NOT_OF_CLIENT]: 'Этот долг не принадлежит выбранному клиенту',
    [RefusalError.EXISTS]: 'Отказ по этой продаже уже создан',
    [RefusalError.PAYOUT_EXCEEDS_DUE]: 'Выплата не может превышать остаток к возврату ({amount})',
    [RefusalError.CURRENCY_MISMATCH]: 'Выплата должна быть из кошелька в валюте отказа',
    [DebtReminderText.BEFORE]: 'Уважаемый(ая) {name}! {date} наступает срок очередного платежа на сумму {amount}. Пожалуйста, оплатите вовремя.',
    [DebtReminderText.OVERDUE]: 'Уважаемый(ая) {name}! С {date} просрочен платёж на сумму {amount}. Пожалуйста, оплатите как можно скорее.',
  },
} satisfies DomainMessages<SalesErrorCode | CodeOf<typeof DebtReminderText>>;
