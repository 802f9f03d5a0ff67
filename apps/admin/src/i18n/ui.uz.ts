/** Uzbek texts of the shared UI pieces (app.ui): seeded role names, MUI's own labels, SMS cost, profile, import hints. */
const ui = {
  roles: {
    admin: 'Administrator',
    operator: 'Operator',
    sales_manager: 'Sotuv menejeri',
  },
  mui: {
    clear: 'Tozalash',
    open: 'Ochish',
    close: 'Yopish',
    no_options: 'Mos variant yoʻq',
    loading: 'Yuklanmoqda…',
    rows_per_page: 'Sahifada:',
    displayed_rows: '%{from}–%{to} / %{count}',
    first_page: 'Birinchi sahifa',
    last_page: 'Oxirgi sahifa',
    next_page: 'Keyingi sahifa',
    previous_page: 'Oldingi sahifa',
    page: '%{page}-sahifa',
    go_to_page: '%{page}-sahifaga oʻtish',
    pagination: 'Sahifalar',
    breadcrumbs_expand: 'Toʻliq yoʻlni koʻrsatish',
  },
  sms_cost: {
    recipients: 'Qabul qiluvchilar: %{count}',
    recipients_group: 'Qabul qiluvchilar: %{count} (guruh bilan)',
    recipients_unknown: 'Guruhdagi odamlar soni nomaʼlum',
    parts: 'Har bir kishiga %{smart_count} qism |||| Har bir kishiga %{smart_count} qism',
    total: 'Jami: %{smart_count} ta SMS qismi |||| Jami: %{smart_count} ta SMS qismi',
    encoding_gsm: 'Lotin (GSM-7): bir qismda 160 belgi',
    encoding_unicode: 'Unicode (UCS-2): bir qismda atigi 70 belgi',
    unicode_chars: 'Unicodeʼga oʻtkazgan belgilar: %{chars}',
    make_ascii: 'Oddiy belgilarga almashtirish',
    ascii_saves: 'Almashtirilsa: %{smart_count} qism |||| Almashtirilsa: %{smart_count} qism',
    cyrillic: 'Kirill harflari bor: matn baribir Unicode boʻladi.',
  },
  profile: {
    menu: 'Profil',
    title: 'Mening profilim',
    personal: 'Shaxsiy maʼlumotlar',
    full_name: 'F.I.Sh.',
    photo: 'Rasm',
    password: 'Parolni oʻzgartirish',
    password_help: 'Parolni oʻzgartirmoqchi boʻlmasangiz, boʻsh qoldiring.',
    old_password: 'Joriy parol',
    new_password: 'Yangi parol',
    password_confirm: 'Yangi parolni takrorlang',
    old_password_required: 'Yangi parol uchun joriy parolni kiriting',
    mismatch: 'Parollar mos kelmadi',
    saved: 'Profil saqlandi',
    not_available: 'Profilni saqlash hali ishlamaydi: server bu amalni qabul qilmadi.',
  },
  imports: {
    allowed: 'Mumkin boʻlgan qiymatlar: %{values}',
    over_planned:
      'Diqqat: importdan keyin binoda %{total} ta xonadon boʻladi, rejada esa %{planned} ta. Bino maʼlumotlarini tekshiring.',
  },
  clients: {
    rooms: 'Band qilingan va sotib olingan xonadonlar',
    rooms_empty: 'Bu mijozga biriktirilgan xonadon yoʻq',
    room: '№%{number}, %{floor}-qavat',
  },
  lids: {
    converted: 'Mijozga aylangan',
  },
  users: {
    photo: 'Rasm',
  },
};

export default ui;
