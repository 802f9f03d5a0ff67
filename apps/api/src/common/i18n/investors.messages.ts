/** API messages of the investors module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const investorsUz = {
  'investor.has_operations': 'Investorning pul operatsiyalari bor, uni oʻchirib boʻlmaydi',
  'investor.insufficient_balance': 'Investorning qoldigʻi yetarli emas: {balance} {currency}',
  'investor.operation_type_mismatch': 'Operatsiya turi bu amalga mos emas: bu yerda faqat {expected} boʻlishi mumkin',
} satisfies Record<string, string>;

export const investorsRu: Record<keyof typeof investorsUz, string> = {
  'investor.has_operations': 'У инвестора есть денежные операции, его нельзя удалить',
  'investor.insufficient_balance': 'Недостаточно средств инвестора: {balance} {currency}',
  'investor.operation_type_mismatch': 'Тип операции не соответствует действию: здесь допустим только {expected}',
};
