/** API messages of the construction module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const constructionUz = {
  'construction.has_operations': 'Obyektni oʻchirib boʻlmaydi: unda xarajatlar yoki taʼminotchi yetkazmalari bor',
  'construction.import.date_invalid': 'Sanani YYYY-MM-DD yoki DD.MM.YYYY koʻrinishida yozing',
  'construction.import.no_rate': 'Bu sana uchun dollar kursi kiritilmagan: soʻmdagi xarajatni yozib boʻlmaydi',
  'construction.import.wallet_not_found': 'Bunday hamyon topilmadi. Faol hamyonlar (nomi yoki ID): {allowed}',
  'construction.import.wallet_ambiguous': 'Bu nomli hamyonlar bir nechta: ID raqamini yozing ({allowed})',
  'construction.import.method_not_found': 'Bunday toʻlov usuli topilmadi. Mumkin boʻlgan qiymatlar: {allowed}',
  'construction.import.wallet_inactive': 'Bu hamyon faol emas. Faol hamyonlar (nomi yoki ID): {allowed}',
  'construction.import.insufficient_funds': 'Hamyonda mablagʻ yetarli emas: bu qatorgacha qoldiq {available}',
} satisfies Record<string, string>;

export const constructionRu: Record<keyof typeof constructionUz, string> = {
  'construction.has_operations': 'Объект нельзя удалить: по нему есть расходы или поставки',
  'construction.import.date_invalid': 'Укажите дату в виде ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
  'construction.import.no_rate': 'На эту дату не введён курс доллара: расход в сумах записать нельзя',
  'construction.import.wallet_not_found': 'Кошелёк не найден. Активные кошельки (название или ID): {allowed}',
  'construction.import.wallet_ambiguous': 'Кошельков с таким названием несколько: укажите ID ({allowed})',
  'construction.import.method_not_found': 'Такой способ оплаты не найден. Допустимые значения: {allowed}',
  'construction.import.wallet_inactive': 'Этот кошелёк неактивен. Активные кошельки (название или ID): {allowed}',
  'construction.import.insufficient_funds': 'Недостаточно средств в кошельке: остаток к этой строке {available}',
};
