import { type CodeOf, ExchangeRateError, MoneyError, type MoneyErrorCode, OperationError, TransferError, WalletError } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** What created a linked wallet operation: the `{source}` of `operation.linked`. */
export const OperationSourceText = {
  SALE: 'operation.source.sale',
  PAYMENT: 'operation.source.payment',
  SUPPLIER: 'operation.source.supplier',
} as const;

/** API messages of amounts, exchange rates, wallets and their operations. */
export const moneyMessages = {
  uz: {
    [MoneyError.INVALID]: 'Summani raqam bilan kiriting, masalan 1500.50',
    [MoneyError.INVALID_POSITIVE]: 'Summa noldan katta raqam boʻlishi kerak, masalan 1500.50',
    [MoneyError.NOT_POSITIVE]: 'Summa noldan katta boʻlishi kerak',
    [ExchangeRateError.INVALID]: 'Kurs noldan katta raqam boʻlishi kerak, masalan 12650.50',
    [ExchangeRateError.REQUIRED]: 'Dollar kursi hali kiritilmagan: kursni kiriting (1 USD uchun soʻm) yoki administrator Markaziy bank kursini yuklasin',
    [ExchangeRateError.SOURCE_UNAVAILABLE]: 'Markaziy bankdan kurs olinmadi (javob yoʻq yoki javob notoʻgʻri). Birozdan soʻng qayta urinib koʻring yoki kursni qoʻlda kiriting',
    [WalletError.INSUFFICIENT_FUNDS]: 'Hamyonda mablagʻ yetarli emas',
    [WalletError.INACTIVE]: 'Hamyon faol emas',
    [WalletError.HAS_OPERATIONS]: 'Hamyonda operatsiyalar bor: uni oʻchirib boʻlmaydi, faolsizlantiring',
    [WalletError.CURRENCY_LOCKED]: 'Operatsiyalari bor hamyonning valyutasini oʻzgartirib boʻlmaydi',
    [OperationError.ALREADY_REVERSED]: 'Bu operatsiya allaqachon bekor qilingan',
    [OperationError.IS_REVERSAL]: 'Bekor qilish operatsiyasini oʻzgartirib yoki bekor qilib boʻlmaydi',
    [OperationError.LINKED]: 'Bu operatsiya {source} orqali yaratilgan: uni oʻsha yerda oʻzgartiring',
    [OperationError.TRANSFER_EDIT]: 'Oʻtkazmani oʻzgartirib boʻlmaydi: uni bekor qiling va yangisini yarating',
    [OperationError.NO_CHANGES]: 'Oʻzgartirish uchun hech narsa berilmadi: kamida bitta maydonni yuboring',
    [OperationError.WITHDRAW_ONLY]: 'Bu operatsiya faqat chiqim boʻlishi mumkin',
    [OperationError.REPLENISH_ONLY]: 'Bu operatsiya faqat kirim boʻlishi mumkin',
    [OperationError.ONE_PURPOSE]: 'Operatsiya faqat bitta maqsadga bogʻlanadi: xodim, qurilish yoki voz kechishdan birini tanlang',
    [TransferError.SAME_WALLET]: 'Oʻtkazma boshqa hamyonga boʻlishi kerak',
    [TransferError.TOO_SMALL]: 'Oʻtkazma summasi kursga boʻlinganda noldan katta boʻlishi kerak',
    [OperationSourceText.SALE]: 'sotuv',
    [OperationSourceText.PAYMENT]: 'mijoz toʻlovi',
    [OperationSourceText.SUPPLIER]: 'taʼminotchiga toʻlov',
  },
  ru: {
    [MoneyError.INVALID]: 'Введите сумму числом, например 1500.50',
    [MoneyError.INVALID_POSITIVE]: 'Сумма должна быть числом больше нуля, например 1500.50',
    [MoneyError.NOT_POSITIVE]: 'Сумма должна быть больше нуля',
    [ExchangeRateError.INVALID]: 'Курс должен быть числом больше нуля, например 12650.50',
    [ExchangeRateError.REQUIRED]: 'Курс доллара ещё не задан: введите курс (сумов за 1 USD) или попросите администратора загрузить курс ЦБ',
    [ExchangeRateError.SOURCE_UNAVAILABLE]: 'Не удалось получить курс ЦБ (нет ответа или неверный ответ). Повторите чуть позже или введите курс вручную',
    [WalletError.INSUFFICIENT_FUNDS]: 'В кошельке недостаточно средств',
    [WalletError.INACTIVE]: 'Кошелёк неактивен',
    [WalletError.HAS_OPERATIONS]: 'У кошелька есть операции: удалить его нельзя, деактивируйте его',
    [WalletError.CURRENCY_LOCKED]: 'Нельзя изменить валюту кошелька, у которого есть операции',
    [OperationError.ALREADY_REVERSED]: 'Эта операция уже отменена',
    [OperationError.IS_REVERSAL]: 'Сторнирующую операцию нельзя изменить или отменить',
    [OperationError.LINKED]: 'Эта операция создана через {source}: измените её там',
    [OperationError.TRANSFER_EDIT]: 'Перевод нельзя изменить: отмените его и создайте новый',
    [OperationError.NO_CHANGES]: 'Нечего изменять: передайте хотя бы одно поле',
    [OperationError.WITHDRAW_ONLY]: 'Эта операция может быть только расходом',
    [OperationError.REPLENISH_ONLY]: 'Эта операция может быть только приходом',
    [OperationError.ONE_PURPOSE]: 'Операция связывается только с одной целью: сотрудник, стройка или отказ',
    [TransferError.SAME_WALLET]: 'Перевод должен быть в другой кошелёк',
    [TransferError.TOO_SMALL]: 'Сумма перевода после пересчёта по курсу должна быть больше нуля',
    [OperationSourceText.SALE]: 'продажу',
    [OperationSourceText.PAYMENT]: 'платёж клиента',
    [OperationSourceText.SUPPLIER]: 'оплату поставщику',
  },
} satisfies DomainMessages<MoneyErrorCode | CodeOf<typeof OperationSourceText>>;
