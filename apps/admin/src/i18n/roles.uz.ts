/**
 * Uzbek texts of the roles screens (resources.roles). Oʻ/gʻ use U+02BB, the tutuq belgisi U+02BC.
 * The permission names are the seed's (apps/api/src/seed/reference-data.ts, PERMISSION_NAMES).
 */
import type { PermissionCode } from '@mijozlar/shared';

const roles = {
  name: 'Rol |||| Rollar',
  fields: {
    name: 'Nomi',
    permissions: 'Ruxsatlar',
    permissions_count: 'Ruxsatlar',
    users_count: 'Foydalanuvchilar',
  },
  page: {
    list: 'Rollar',
    create: 'Yangi rol',
    edit: 'Rol: %{name}',
    view: 'Rol: %{name}',
    empty: 'Hozircha rollar yoʻq',
    invite: 'Rol — xodim tizimda nimalarni koʻrishi va qilishi mumkinligini belgilovchi ruxsatlar toʻplami.',
    not_found: 'Bunday rol topilmadi: u oʻchirilgan boʻlishi mumkin.',
  },
  action: {
    create: 'Rol qoʻshish',
    edit: 'Tahrirlash',
    view: 'Koʻrish',
    delete: 'Oʻchirish',
    show_users: 'Bu roldagi foydalanuvchilar',
    select_all: 'Hammasi',
    select_section: '«%{section}» boʻlimidagi hammasini tanlash',
  },
  summary: {
    permissions: '%{count} / %{total}',
    permissions_long: '%{smart_count} ta ruxsat |||| %{smart_count} ta ruxsat',
    users_long: '%{smart_count} ta foydalanuvchi |||| %{smart_count} ta foydalanuvchi',
    selected: 'Tanlangan: %{count} / %{total}',
    built_in: 'Tizim roli',
  },
  helpers: {
    name: 'Masalan: Kassir, Buxgalter, Sotuv boʻlimi rahbari',
    name_built_in: 'Tizim rolining nomi oʻzgarmaydi: u har bir tilda tarjima qilib koʻrsatiladi',
    catalogue: 'Har bir ruxsat menyuning bir boʻlimini yoki undagi amalni ochadi. Ruxsatlar menyudagi tartibda guruhlangan.',
  },
  groups: {
    other: 'Boshqa ruxsatlar',
  },
  reasons: {
    not_held: 'Sizda bu ruxsat yoʻq: faqat oʻzingizda bor ruxsatlarni bera olasiz',
    read_only: 'Siz rollarni faqat koʻra olasiz: ularni oʻzgartirish uchun «Foydalanuvchilarni tahrirlash» ruxsati kerak.',
    admin_role:
      'Administrator roli har doim barcha ruxsatlarga ega: yangi ruxsatlar unga tizim ishga tushganda avtomatik qoʻshiladi. Uni oʻzgartirib ham, oʻchirib ham boʻlmaydi.',
    own_role: 'Bu sizning rolingiz: oʻz ruxsatlaringizni oʻzgartira olmaysiz. Buni boshqa administrator qila oladi.',
    above: 'Bu rolda sizda yoʻq ruxsatlar bor (%{permissions}): uni faqat shu ruxsatlarga ega foydalanuvchi oʻzgartira oladi.',
    built_in_delete: 'Tizim roli: u tizim har safar ishga tushganda qayta yaratiladi, shuning uchun oʻchirilmaydi',
    in_use_hint: '%{smart_count} ta foydalanuvchi shu rolda: oʻchirishdan oldin ularning rolini oʻzgartiring |||| %{smart_count} ta foydalanuvchi shu rolda: oʻchirishdan oldin ularning rolini oʻzgartiring',
  },
  confirm: {
    delete_title: 'Rolni oʻchirish',
    delete: '«%{name}» roli oʻchirilsinmi? Buni qaytarib boʻlmaydi.',
  },
  notifications: {
    created: 'Rol saqlandi',
    updated: 'Rol oʻzgartirildi',
    deleted: 'Rol oʻchirildi',
  },
  errors: {
    in_use: '%{smart_count} ta foydalanuvchi shu rolda: avval ularning rolini oʻzgartiring, keyin rolni oʻchiring. |||| %{smart_count} ta foydalanuvchi shu rolda: avval ularning rolini oʻzgartiring, keyin rolni oʻchiring.',
    in_use_unknown: 'Bu rolda foydalanuvchilar bor: avval ularning rolini oʻzgartiring, keyin rolni oʻchiring.',
    name_taken: 'Bunday nomli rol allaqachon bor',
    grant_not_held: 'Oʻzingizda yoʻq ruxsatni bera olmaysiz',
    own_role: 'Oʻz rolingizni oʻzgartira ham, oʻchira ham olmaysiz',
    not_held: 'Bu rolda sizda yoʻq ruxsatlar bor: uni oʻzgartira olmaysiz',
    last_admin:
      'Barcha ruxsatlarga ega faol foydalanuvchi qolmaydi: kamida bitta foydalanuvchida hamma ruxsatlar boʻlishi kerak.',
    forbidden: 'Bu amalga ruxsatingiz yoʻq',
  },
  /** Every code of P: its name (the seed's) and what it lets a person do (a missing code is a type error). */
  permissions: {
    DASHBOARD: {
      name: 'Bosh sahifa',
      help: 'Boshqaruv paneli: haftalik lidlar va mijozlar, bugungi qoʻngʻiroqlar, sotuvlar va tushumlar.',
    },
    STATISTICS: {
      name: 'Statistika va qarzlar',
      help: 'Sotuv statistikasi, barcha qarzlar hisoboti va bosh sahifadagi toʻlov rejasi.',
    },
    ADMIN_STATISTICS: {
      name: 'Umumiy statistika',
      help: 'Butun kompaniya boʻyicha yigʻma koʻrsatkichlar.',
    },
    WALLETS_OVERVIEW: {
      name: 'Kassa va hamyon operatsiyalari',
      help: 'Kassa sahifasi: hamyonlar qoldigʻi, oylar boʻyicha kirim va chiqim.',
    },
    WALLET_READ: {
      name: 'Hamyonlar roʻyxati',
      help: 'Hamyonlarni koʻrish va yaratish, kirim-chiqim kiritish, hamyonlar orasida pul oʻtkazish.',
    },
    SALE_READ: {
      name: 'Sotuvlar roʻyxati',
      help: 'Sotuvlar roʻyxati, har bir sotuvning shartnomasi va toʻlov jadvali.',
    },
    SALE_WRITE: {
      name: 'Yangi sotuv',
      help: 'Xonadonni sotish: mijoz, narx, boshlangʻich toʻlov va toʻlov jadvali bilan rasmiylashtirish.',
    },
    SALE_PENDING_READ: {
      name: 'Tasdiqlanmagan sotuvlar',
      help: 'Tasdiq kutayotgan sotuvlarni koʻrish; «Yangi sotuv» ruxsati bilan birga — ularni tasdiqlash yoki rad etish.',
    },
    REFUSAL_READ: {
      name: 'Bekor qilingan sotuvlarni koʻrish',
      help: 'Voz kechishlar roʻyxati va har birining tafsilotlari, qaytarilgan pul bilan.',
    },
    REFUSAL_WRITE: {
      name: 'Sotuvni bekor qilish',
      help: 'Mijoz voz kechganda sotuvni bekor qilish va pulni qaytarishni rasmiylashtirish.',
    },
    BUILDING_READ: {
      name: 'Binolar va xonadonlarni koʻrish',
      help: 'Binolar, bloklar va xonadonlar shaxmatkasi narxlari va holatlari bilan; menyuda taʼminotchilar ham.',
    },
    BUILDING_WRITE: {
      name: 'Xonadonlarni tahrirlash',
      help: 'Bino va xonadonlarni qoʻshish va oʻzgartirish, narxlarni belgilash, Excel fayldan yuklash.',
    },
    CONSTRUCTION_OPERATIONS: {
      name: 'Qurilish loyihalari va operatsiyalari',
      help: 'Qurilish obyektlari, ularning xarajatlari va toʻlovlari.',
    },
    LID_READ: {
      name: 'Lidlar',
      help: 'Potensial mijozlar: koʻrish, qoʻshish, tahrirlash va ular bilan suhbatlarni yozib borish.',
    },
    CLIENT_READ: {
      name: 'Mijozlar',
      help: 'Mijozlar roʻyxati va kartasi: koʻrish, qoʻshish va tahrirlash.',
    },
    CLIENT_DEBT_READ: {
      name: 'Qarzdorliklar',
      help: 'Mijozlarning qarzlari va toʻlov jadvallari, toʻlovlarni qabul qilish.',
    },
    INVESTMENTS_READ: {
      name: 'Investorlar',
      help: 'Investorlar, ularning sarmoyalari va ularga qilingan toʻlovlar.',
    },
    USER_READ: {
      name: 'Foydalanuvchilarni koʻrish',
      help: 'Foydalanuvchilar (telefon raqamlari bilan) va rollar roʻyxatini koʻrish.',
    },
    USER_WRITE: {
      name: 'Foydalanuvchilarni tahrirlash',
      help: 'Foydalanuvchi va rollarni yaratish, oʻzgartirish va oʻchirish — faqat oʻzida bor ruxsatlar doirasida.',
    },
    AUDIT_READ: {
      name: 'Oʻzgarishlar tarixi',
      help: 'Kim nimani qachon oʻzgartirgani: jurnal, yozuvlar tarixi, kirishlar va eksportlar.',
    },
    SETTINGS_WRITE: {
      name: 'Sozlamalar',
      help: 'Kompaniya rekvizitlari, hujjat shablonlari, toʻlov sozlamalari va zaxira nusxalar.',
    },
    EMPLOYEE_READ: {
      name: 'Xodimlar va taʼminotchilar',
      help: 'Xodimlar va ularning ish haqi, taʼminotchilar va ular bilan hisob-kitob.',
    },
    SMS_READ: {
      name: 'Yuborilgan SMS',
      help: 'Yuborilgan SMS xabarlar va ularning holatini koʻrish.',
    },
    SMS_WRITE: {
      name: 'SMS yuborish',
      help: 'Mijozlar va guruhlarga SMS yuborish.',
    },
  } satisfies Record<PermissionCode, { name: string; help: string }>,
};

export default roles;
