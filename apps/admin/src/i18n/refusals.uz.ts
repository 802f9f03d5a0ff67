/** Uzbek texts of the refusals screens (resources.refusals). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC. */
const refusals = {
  name: 'Voz kechish |||| Voz kechishlar',
  fields: {
    client: 'Mijoz',
    room: 'Xonadon',
    building: 'Bino',
    currency: 'Valyuta',
    refund_due: 'Qaytarilishi kerak',
    refunded_amount: 'Qaytarilgan',
    remaining: 'Qolgan',
    status: 'Holati',
    created_at: 'Sana',
    comment: 'Izoh',
    q: 'Qidirish',
  },
  status: {
    paid: 'Toʻliq qaytarilgan',
    partial: 'Qisman qaytarilgan',
    unpaid: 'Qaytarilmagan',
  },
  page: {
    empty: 'Hozircha voz kechishlar yoʻq',
    invite: 'Mijoz tasdiqlangan sotuvdan voz kechsa, shu yerda rasmiylashtiring.',
    not_found: 'Voz kechish topilmadi',
  },
  action: {
    create: 'Voz kechish qoʻshish',
    back_to_list: 'Voz kechishlar roʻyxati',
    submit: 'Voz kechishni rasmiylashtirish',
    payout: 'Mijozga toʻlash',
  },
  create: {
    help: 'Tasdiqlangan sotuvni tanlang: xonadon boʻshaydi, qarz yopiladi va mijozga toʻlagan pulini qaytarish kerak boʻladi.',
    sale: 'Sotuv',
    sale_placeholder: 'Mijoz ismi, telefoni yoki xonadon raqami',
    no_sales: 'Tasdiqlangan sotuv topilmadi',
    sold_amount: 'Sotuv summasi',
    first_payment: 'Boshlangʻich toʻlov',
    debt_paid: 'Qarz boʻyicha toʻlangan',
    refund_due: 'Mijozga qaytariladi',
    due_note: 'Yakuniy summani server hisoblaydi va saqlaydi.',
    warning: 'Voz kechishni bekor qilib boʻlmaydi: sotuv bekor qilinadi, xonadon boʻshaydi, qarz yopiladi.',
  },
  detail: {
    title: 'Voz kechish №%{id}',
    payouts: 'Mijozga toʻlovlar',
    no_payouts: 'Hozircha mijozga hech narsa toʻlanmagan',
    payouts_failed: 'Toʻlovlarni yuklab boʻlmadi',
  },
  payout: {
    title: 'Mijozga pul qaytarish',
    remaining: 'Qaytarish qoldi: %{amount}',
    wallet: 'Hamyon',
    wallet_hint: 'Faqat voz kechish valyutasidagi hamyonlar',
    amount: 'Summa',
  },
  validation: {
    above_remaining: 'Summa qaytarilishi qolgan summadan oshmasligi kerak',
  },
  confirm: {
    create_title: 'Voz kechishni rasmiylashtirasizmi?',
    create: '«%{sale}» sotuvi bekor qilinadi. Bu amalni qaytarib boʻlmaydi.',
    payout_title: 'Toʻlovni tasdiqlaysizmi?',
    payout: '%{client} ga «%{wallet}» hamyonidan %{amount} toʻlanadi.',
  },
  notifications: {
    created: 'Voz kechish yaratildi',
    paid: 'Toʻlov saqlandi',
  },
};

export default refusals;
