/**
 * Uzbek texts of the buildings screens (resources.buildings): the source of truth for
 * buildings.ru.ts. Letters: oʻ and gʻ use U+02BB, the tutuq belgisi uses U+02BC.
 */
const buildingsUz = {
  name: 'Bino |||| Binolar',
  fields: {
    id: 'ID',
    name: 'Nomi',
    floor_count: 'Qavatlar soni',
    room_count: 'Xonadonlar soni',
    entrance_count: 'Podyezdlar soni',
    rooms_total: 'Kiritilgan xonadonlar',
    address: 'Manzil',
    q: 'Qidirish',
  },
  columns: {
    floor_count: 'Qavatlar',
    entrance_count: 'Podyezdlar',
    room_count: 'Reja boʻyicha',
    rooms_total: 'Kiritilgan',
  },
  page: {
    list: 'Binolar',
    empty: 'Hozircha binolar yoʻq',
    invite: 'Xonadonlarni qoʻshish va sotish uchun birinchi binoni yarating.',
    create: 'Yangi bino',
    edit: 'Binoni tahrirlash',
  },
  action: {
    create: 'Bino qoʻshish',
    edit: 'Tahrirlash',
    delete: 'Oʻchirish',
    rooms: 'Xonadonlar',
    blocks: 'Bloklar',
    groups: 'Guruhlar',
    three_d: '3D model',
  },
  notifications: {
    created: 'Bino qoʻshildi',
    updated: 'Bino oʻzgartirildi',
    deleted: 'Bino oʻchirildi',
    delete_conflict: 'Binoda sotilgan yoki band qilingan xonadonlar bor: uni oʻchirib boʻlmaydi.',
  },
  delete: {
    title: '«%{name}» binosini oʻchirish',
    content: 'Bino, uning bloklari va boʻsh xonadonlari oʻchiriladi. Ishonchingiz komilmi?',
  },
  blocks: {
    title: 'Bloklar: %{name}',
    subtitle: 'Binoning bloklari (seksiyalari). Xonadon formasida blokni tanlash mumkin.',
    empty: 'Bu binoda hali bloklar yoʻq',
    add: 'Blok qoʻshish',
    name: 'Blok nomi',
    created: 'Blok qoʻshildi',
    updated: 'Blok oʻzgartirildi',
    deleted: 'Blok oʻchirildi',
    delete_title: '«%{name}» blokini oʻchirish',
    delete_content: 'Blok oʻchiriladi, uning xonadonlari esa binoda blokisiz qoladi. Ishonchingiz komilmi?',
  },
  groups: {
    title: 'Bino guruhlari',
    subtitle: 'Binolarni loyihalar yoki navbatlar boʻyicha guruhlang.',
    empty: 'Hozircha guruhlar yoʻq',
    add: 'Guruh qoʻshish',
    name: 'Guruh nomi',
    buildings: 'Binolar',
    buildings_count: '%{smart_count} ta bino |||| %{smart_count} ta bino',
    created: 'Guruh qoʻshildi',
    updated: 'Guruh oʻzgartirildi',
    deleted: 'Guruh oʻchirildi',
    delete_title: '«%{name}» guruhini oʻchirish',
    delete_content: 'Guruh oʻchiriladi, binolar esa oʻz joyida qoladi. Ishonchingiz komilmi?',
  },
  validation: {
    positive_integer: 'Musbat butun son kiriting',
  },
  three_d: {
    title: 'Binoning 3D modeli',
    text: 'Binoni tanlang: uning 3D rejasi yangi oynada ochiladi.',
    building: 'Bino',
    open: 'Ochish',
    not_configured: '3D model sahifasi hali ulanmagan. Uni ulash uchun administratorga murojaat qiling.',
  },
};

export default buildingsUz;
