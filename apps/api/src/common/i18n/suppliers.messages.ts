import { type CodeOf, SupplierError, SupplierOperationError, type SuppliersErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** Comment of the wallet operation that pays a supplier. */
export const SupplierOperationText = {
  WALLET_COMMENT: 'supplier_operation.wallet_comment',
} as const;

/** API messages of suppliers and their operations. */
export const suppliersMessages = {
  uz: {
    [SupplierError.HAS_OPERATIONS]: 'Taʼminotchining operatsiyalari bor, uni oʻchirib boʻlmaydi',
    [SupplierOperationError.NOT_FOR_DELIVERY]: 'Bu maydon faqat toʻlov uchun',
    [SupplierOperationError.NOT_FOR_PAYMENT]: 'Bu maydon faqat yetkazib berish uchun',
    [SupplierOperationError.KIND_FIXED]: 'Operatsiya turini oʻzgartirib boʻlmaydi',
    [SupplierOperationError.PRICE_TOO_LARGE]: 'Miqdor va narx koʻpaytmasi juda katta',
    [SupplierOperationError.PRICE_ZERO]: 'Miqdor va narx koʻpaytmasi noldan katta boʻlishi kerak',
    [SupplierOperationError.SALE_NOT_FOUND]: 'Bunday sotuv topilmadi',
    [SupplierOperationError.QUANTITY_INVALID]: 'Miqdor noldan katta raqam boʻlishi kerak (koʻpi bilan 3 ta kasr xonasi), masalan 12.5',
    [SupplierOperationError.FEE_PERCENTAGE_INVALID]: 'Komissiya 0 dan 100 gacha boʻlgan foiz boʻlishi kerak, masalan 2.5',
    [SupplierOperationText.WALLET_COMMENT]: 'Taʼminotchiga toʻlov: {name}',
  },
  ru: {
    [SupplierError.HAS_OPERATIONS]: 'У поставщика есть операции, удалить его нельзя',
    [SupplierOperationError.NOT_FOR_DELIVERY]: 'Это поле есть только у оплаты',
    [SupplierOperationError.NOT_FOR_PAYMENT]: 'Это поле есть только у поставки',
    [SupplierOperationError.KIND_FIXED]: 'Вид операции изменить нельзя',
    [SupplierOperationError.PRICE_TOO_LARGE]: 'Произведение количества на цену слишком велико',
    [SupplierOperationError.PRICE_ZERO]: 'Произведение количества на цену должно быть больше нуля',
    [SupplierOperationError.SALE_NOT_FOUND]: 'Такая продажа не найдена',
    [SupplierOperationError.QUANTITY_INVALID]: 'Количество должно быть числом больше нуля (не более 3 знаков после запятой), например 12.5',
    [SupplierOperationError.FEE_PERCENTAGE_INVALID]: 'Комиссия должна быть процентом от 0 до 100, например 2.5',
    [SupplierOperationText.WALLET_COMMENT]: 'Оплата поставщику: {name}',
  },
} satisfies DomainMessages<SuppliersErrorCode | CodeOf<typeof SupplierOperationText>>;
