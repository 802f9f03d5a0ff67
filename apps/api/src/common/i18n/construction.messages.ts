import { ConstructionError, type ConstructionErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of construction objects. */
export const constructionMessages = {
  uz: {
    [ConstructionError.HAS_OPERATIONS]: 'Obyektni oʻchirib boʻlmaydi: unda xarajatlar yoki taʼminotchi yetkazmalari bor',
    [ConstructionError.IMPORT_DATE_INVALID]: 'Sanani YYYY-MM-DD yoki DD.MM.YYYY koʻrinishida yozing',
    [ConstructionError.IMPORT_NO_RATE]: 'Bu sana uchun dollar kursi kiritilmagan: soʻmdagi xarajatni yozib boʻlmaydi',
    [ConstructionError.IMPORT_WALLET_NOT_FOUND]: 'Bunday hamyon topilmadi. Faol hamyonlar (nomi yoki ID): {allowed}',
    [ConstructionError.IMPORT_WALLET_AMBIGUOUS]: 'Bu nomli hamyonlar bir nechta: ID raqamini yozing ({allowed})',
    [ConstructionError.IMPORT_METHOD_NOT_FOUND]: 'Bunday toʻlov usuli topilmadi. Mumkin boʻlgan qiymatlar: {allowed}',
    [ConstructionError.IMPORT_WALLET_INACTIVE]: 'Bu hamyon faol emas. Faol hamyonlar (nomi yoki ID): {allowed}',
    [ConstructionError.IMPORT_INSUFFICIENT_FUNDS]: 'Hamyonda mablagʻ yetarli emas: bu qatorgacha qoldiq {available}',
  },
  ru: {
    [ConstructionError.HAS_OPERATIONS]: 'Объект нельзя удалить: по нему есть расходы или поставки',
    [ConstructionError.IMPORT_DATE_INVALID]: 'Укажите дату в виде ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
    [ConstructionError.IMPORT_NO_RATE]: 'На эту дату не введён курс доллара: расход в сумах записать нельзя',
    [ConstructionError.IMPORT_WALLET_NOT_FOUND]: 'Кошелёк не найден. Активные кошельки (название или ID): {allowed}',
    [ConstructionError.IMPORT_WALLET_AMBIGUOUS]: 'Кошельков с таким названием несколько: укажите ID ({allowed})',
    [ConstructionError.IMPORT_METHOD_NOT_FOUND]: 'Такой способ оплаты не найден. Допустимые значения: {allowed}',
    [ConstructionError.IMPORT_WALLET_INACTIVE]: 'Этот кошелёк неактивен. Активные кошельки (название или ID): {allowed}',
    [ConstructionError.IMPORT_INSUFFICIENT_FUNDS]: 'Недостаточно средств в кошельке: остаток к этой строке {available}',
  },
} satisfies DomainMessages<ConstructionErrorCode>;
