/** API messages of the suppliers module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const suppliersUz = {
  'supplier.has_operations': 'Taʼminotchining operatsiyalari bor, uni oʻchirib boʻlmaydi',
  'supplier_operation.not_for_delivery': 'Bu maydon faqat toʻlov uchun',
  'supplier_operation.not_for_payment': 'Bu maydon faqat yetkazib berish uchun',
  'supplier_operation.kind_fixed': 'Operatsiya turini oʻzgartirib boʻlmaydi',
  'supplier_operation.price_too_large': 'Miqdor va narx koʻpaytmasi juda katta',
  'supplier_operation.price_zero': 'Miqdor va narx koʻpaytmasi noldan katta boʻlishi kerak',
  'supplier_operation.wallet_comment': 'Taʼminotchiga toʻlov: {name}',
  'supplier_operation.sale_not_found': 'Bunday sotuv topilmadi',
  'quantity.invalid': 'Miqdor noldan katta raqam boʻlishi kerak (koʻpi bilan 3 ta kasr xonasi), masalan 12.5',
  'fee_percentage.invalid': 'Komissiya 0 dan 100 gacha boʻlgan foiz boʻlishi kerak, masalan 2.5',
} satisfies Record<string, string>;

export const suppliersRu: Record<keyof typeof suppliersUz, string> = {
  'supplier.has_operations': 'У поставщика есть операции, удалить его нельзя',
  'supplier_operation.not_for_delivery': 'Это поле есть только у оплаты',
  'supplier_operation.not_for_payment': 'Это поле есть только у поставки',
  'supplier_operation.kind_fixed': 'Вид операции изменить нельзя',
  'supplier_operation.price_too_large': 'Произведение количества на цену слишком велико',
  'supplier_operation.price_zero': 'Произведение количества на цену должно быть больше нуля',
  'supplier_operation.wallet_comment': 'Оплата поставщику: {name}',
  'supplier_operation.sale_not_found': 'Такая продажа не найдена',
  'quantity.invalid': 'Количество должно быть числом больше нуля (не более 3 знаков после запятой), например 12.5',
  'fee_percentage.invalid': 'Комиссия должна быть процентом от 0 до 100, например 2.5',
};
