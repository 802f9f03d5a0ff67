/** Uzbek texts of the SMS screens (resources.sms). */
const sms = {
  name: 'SMS |||| SMS',
  fields: {
    created_at: 'Vaqti',
    recipient: 'Qabul qiluvchi',
    text: 'Xabar matni',
    status: 'Holati',
    clients: 'Mijozlar',
    lids: 'Lidlar',
    people_group: 'Guruh',
    q: 'Qidirish',
  },
  page: {
    list: 'Yuborilgan SMS',
    create: 'SMS yuborish',
    empty: 'Hozircha SMS yuborilmagan',
    invite: 'Mijozlar, lidlar yoki guruhga xabar yuboring — ularning holati shu yerda koʻrinadi.',
  },
  action: {
    create: 'SMS yuborish',
    send: 'Yuborish',
    back_to_list: 'SMS roʻyxati',
  },
  status: {
    not_sent: 'Yuborilmagan',
    queued: 'Navbatda',
    sent: 'Yuborilgan',
    sent_at: 'Yuborilgan: %{date}',
    failed: 'Xatolik',
    failed_reason: 'Xatolik: %{reason}',
    no_reason: 'sababi nomaʼlum',
  },
  counter: {
    gsm: 'Lotin (GSM)',
    unicode: 'Kirill / Unicode',
    summary: '%{length} belgi · %{parts} ta SMS · har biri %{per_part} belgigacha · %{remaining} belgi qoldi',
  },
  validation: {
    recipient_required: 'Kimga yuborishni tanlang!',
    client_or_lid: 'Mijozni yoki lidni tanlang, ikkalasini emas!',
  },
  sections: {
    recipients: 'Qabul qiluvchilar',
    recipients_help: 'Mijozlarni, lidlarni yoki guruhni tanlang. Mijozlar va lidlarni birga tanlab boʻlmaydi.',
    message: 'Xabar',
    message_help: 'Lotin harflaridagi SMS — 160 belgi (qismlarga boʻlinsa 153), kirill — 70 (67).',
  },
  helpers: {
    search: 'Ism yoki telefon boʻyicha qidiring',
  },
  summary: {
    clients: '%{smart_count} ta mijoz |||| %{smart_count} ta mijoz',
    lids: '%{smart_count} ta lid |||| %{smart_count} ta lid',
    group: 'guruh aʼzolari',
    nobody: 'Hali hech kim tanlanmagan',
  },
  confirm: {
    title: 'SMS yuborilsinmi?',
    content: 'Xabar quyidagilarga yuboriladi: %{recipients}. Yuborilgan SMS ni qaytarib boʻlmaydi.',
  },
  notifications: {
    sent: 'Xabar yuborildi',
  },
};

export default sms;
