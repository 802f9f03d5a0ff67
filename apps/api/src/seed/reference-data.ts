/**
 * Reference data with fixed ids, in Uzbek (Latin script) and Russian. The seed upserts every row
 * by id, so an id, once released, must never be given to another meaning: append new rows with
 * new ids, and change only their names. Seeded ids stay below REFERENCE_ID_FLOOR; rows added later
 * through the API get ids above it.
 */
import { P, PAYMENT_METHOD, ROOM_STATUS, SALARY_TYPE, type PermissionCode } from '@mijozlar/shared';

/** Sequences of reference tables start above this, leaving the ids below it to the seed. */
export const REFERENCE_ID_FLOOR = 10000;

export interface NamedRow {
  id: number;
  name_uz: string;
  name_ru: string;
}

export interface CodedRow extends NamedRow {
  code: string;
}

export interface CurrencyRow extends CodedRow {
  symbol: string;
}

export interface RoomStatusRow extends CodedRow {
  color: string;
}

export interface RegionRow extends NamedRow {
  /** ISO 3166-2:UZ. */
  code: string;
}

export interface CityRow extends NamedRow {
  region_id: number;
}

export interface CreditPeriodRow extends NamedRow {
  months: number;
}

export type PeopleGroupKindCode = 'manual' | 'all_clients' | 'active_lids' | 'debtors' | 'overdue_debtors';

export interface PeopleGroupRow extends NamedRow {
  kind: PeopleGroupKindCode;
}

// ─── Currencies (DESIGN.md: id 1 UZS, id 2 USD) ────────────────────────────────────────────────

export const CURRENCIES: readonly CurrencyRow[] = [
  { id: 1, code: 'UZS', symbol: 'soʻm', name_uz: 'soʻm', name_ru: 'сум' },
  { id: 2, code: 'USD', symbol: '$', name_uz: 'AQSH dollari', name_ru: 'доллар США' },
];

// ─── Room statuses (spec: free, booked, sold, closed) ──────────────────────────────────────────

export const ROOM_STATUSES: readonly RoomStatusRow[] = [
  { id: ROOM_STATUS.FREE, code: 'free', name_uz: 'Boʻsh', name_ru: 'Свободна', color: '#2e7d32' },
  { id: ROOM_STATUS.BOOKED, code: 'booked', name_uz: 'Band qilingan', name_ru: 'Забронирована', color: '#f9a825' },
  { id: ROOM_STATUS.SOLD, code: 'sold', name_uz: 'Sotilgan', name_ru: 'Продана', color: '#c62828' },
  { id: ROOM_STATUS.CLOSED, code: 'closed', name_uz: 'Yopiq', name_ru: 'Закрыта', color: '#757575' },
];

// ─── Regions: 12 viloyat, the Republic of Karakalpakstan, Tashkent city ───────────────────────

export const REGIONS: readonly RegionRow[] = [
  { id: 1, code: 'UZ-TK', name_uz: 'Toshkent shahri', name_ru: 'город Ташкент' },
  { id: 2, code: 'UZ-TO', name_uz: 'Toshkent viloyati', name_ru: 'Ташкентская область' },
  { id: 3, code: 'UZ-AN', name_uz: 'Andijon viloyati', name_ru: 'Андижанская область' },
  { id: 4, code: 'UZ-BU', name_uz: 'Buxoro viloyati', name_ru: 'Бухарская область' },
  { id: 5, code: 'UZ-FA', name_uz: 'Fargʻona viloyati', name_ru: 'Ферганская область' },
  { id: 6, code: 'UZ-JI', name_uz: 'Jizzax viloyati', name_ru: 'Джизакская область' },
  { id: 7, code: 'UZ-XO', name_uz: 'Xorazm viloyati', name_ru: 'Хорезмская область' },
  { id: 8, code: 'UZ-NG', name_uz: 'Namangan viloyati', name_ru: 'Наманганская область' },
  { id: 9, code: 'UZ-NW', name_uz: 'Navoiy viloyati', name_ru: 'Навоийская область' },
  { id: 10, code: 'UZ-QA', name_uz: 'Qashqadaryo viloyati', name_ru: 'Кашкадарьинская область' },
  { id: 11, code: 'UZ-SA', name_uz: 'Samarqand viloyati', name_ru: 'Самаркандская область' },
  { id: 12, code: 'UZ-SI', name_uz: 'Sirdaryo viloyati', name_ru: 'Сырдарьинская область' },
  { id: 13, code: 'UZ-SU', name_uz: 'Surxondaryo viloyati', name_ru: 'Сурхандарьинская область' },
  { id: 14, code: 'UZ-QR', name_uz: 'Qoraqalpogʻiston Respublikasi', name_ru: 'Республика Каракалпакстан' },
];

/** [id, name_uz, name_ru]; ids are region_id * 100 + n. Append only. */
type CityTuple = readonly [number, string, string];

const CITIES_BY_REGION: Record<number, readonly CityTuple[]> = {
  // Toshkent shahri: its districts.
  1: [
    [101, 'Bektemir tumani', 'Бектемирский район'],
    [102, 'Chilonzor tumani', 'Чиланзарский район'],
    [103, 'Mirobod tumani', 'Мирабадский район'],
    [104, 'Mirzo Ulugʻbek tumani', 'Мирзо-Улугбекский район'],
    [105, 'Olmazor tumani', 'Алмазарский район'],
    [106, 'Sergeli tumani', 'Сергелийский район'],
    [107, 'Shayxontohur tumani', 'Шайхантахурский район'],
    [108, 'Uchtepa tumani', 'Учтепинский район'],
    [109, 'Yakkasaroy tumani', 'Яккасарайский район'],
    [110, 'Yashnobod tumani', 'Яшнабадский район'],
    [111, 'Yunusobod tumani', 'Юнусабадский район'],
    [112, 'Yangihayot tumani', 'Янгихаётский район'],
  ],
  2: [
    [201, 'Nurafshon shahri', 'город Нурафшан'],
    [202, 'Olmaliq shahri', 'город Алмалык'],
    [203, 'Angren shahri', 'город Ангрен'],
    [204, 'Bekobod shahri', 'город Бекабад'],
    [205, 'Chirchiq shahri', 'город Чирчик'],
    [206, 'Ohangaron shahri', 'город Ахангаран'],
    [207, 'Yangiyoʻl shahri', 'город Янгиюль'],
    [208, 'Bekobod tumani', 'Бекабадский район'],
    [209, 'Boʻstonliq tumani', 'Бостанлыкский район'],
    [210, 'Boʻka tumani', 'Букинский район'],
    [211, 'Chinoz tumani', 'Чиназский район'],
    [212, 'Qibray tumani', 'Кибрайский район'],
    [213, 'Ohangaron tumani', 'Ахангаранский район'],
    [214, 'Oqqoʻrgʻon tumani', 'Аккурганский район'],
    [215, 'Parkent tumani', 'Паркентский район'],
    [216, 'Piskent tumani', 'Пскентский район'],
    [217, 'Quyi Chirchiq tumani', 'Куйичирчикский район'],
    [218, 'Oʻrta Chirchiq tumani', 'Уртачирчикский район'],
    [219, 'Yuqori Chirchiq tumani', 'Юкоричирчикский район'],
    [220, 'Yangiyoʻl tumani', 'Янгиюльский район'],
    [221, 'Zangiota tumani', 'Зангиатинский район'],
    [222, 'Toshkent tumani', 'Ташкентский район'],
  ],
  3: [
    [301, 'Andijon shahri', 'город Андижан'],
    [302, 'Asaka shahri', 'город Асака'],
    [303, 'Xonobod shahri', 'город Ханабад'],
    [304, 'Andijon tumani', 'Андижанский район'],
    [305, 'Asaka tumani', 'Асакинский район'],
    [306, 'Baliqchi tumani', 'Балыкчинский район'],
    [307, 'Boʻston tumani', 'Бустонский район'],
    [308, 'Buloqboshi tumani', 'Булакбашинский район'],
    [309, 'Izboskan tumani', 'Избасканский район'],
    [310, 'Jalaquduq tumani', 'Джалакудукский район'],
    [311, 'Xoʻjaobod tumani', 'Ходжаабадский район'],
    [312, 'Qoʻrgʻontepa tumani', 'Кургантепинский район'],
    [313, 'Marhamat tumani', 'Мархаматский район'],
    [314, 'Oltinkoʻl tumani', 'Алтынкульский район'],
    [315, 'Paxtaobod tumani', 'Пахтаабадский район'],
    [316, 'Shahrixon tumani', 'Шахриханский район'],
    [317, 'Ulugʻnor tumani', 'Улугнорский район'],
  ],
  4: [
    [401, 'Buxoro shahri', 'город Бухара'],
    [402, 'Kogon shahri', 'город Каган'],
    [403, 'Buxoro tumani', 'Бухарский район'],
    [404, 'Gʻijduvon tumani', 'Гиждуванский район'],
    [405, 'Jondor tumani', 'Жондорский район'],
    [406, 'Kogon tumani', 'Каганский район'],
    [407, 'Olot tumani', 'Алатский район'],
    [408, 'Peshku tumani', 'Пешкунский район'],
    [409, 'Qorakoʻl tumani', 'Каракульский район'],
    [410, 'Qorovulbozor tumani', 'Караулбазарский район'],
    [411, 'Romitan tumani', 'Ромитанский район'],
    [412, 'Shofirkon tumani', 'Шафирканский район'],
    [413, 'Vobkent tumani', 'Вабкентский район'],
  ],
  5: [
    [501, 'Fargʻona shahri', 'город Фергана'],
    [502, 'Qoʻqon shahri', 'город Коканд'],
    [503, 'Margʻilon shahri', 'город Маргилан'],
    [504, 'Quvasoy shahri', 'город Кувасай'],
    [505, 'Beshariq tumani', 'Бешарыкский район'],
    [506, 'Bogʻdod tumani', 'Багдадский район'],
    [507, 'Buvayda tumani', 'Бувайдинский район'],
    [508, 'Dangʻara tumani', 'Дангаринский район'],
    [509, 'Fargʻona tumani', 'Ферганский район'],
    [510, 'Furqat tumani', 'Фуркатский район'],
    [511, 'Oltiariq tumani', 'Алтыарыкский район'],
    [512, 'Qoʻshtepa tumani', 'Куштепинский район'],
    [513, 'Quva tumani', 'Кувинский район'],
    [514, 'Rishton tumani', 'Риштанский район'],
    [515, 'Soʻx tumani', 'Сохский район'],
    [516, 'Toshloq tumani', 'Ташлакский район'],
    [517, 'Uchkoʻprik tumani', 'Учкуприкский район'],
    [518, 'Oʻzbekiston tumani', 'Узбекистанский район'],
    [519, 'Yozyovon tumani', 'Язъяванский район'],
  ],
  6: [
    [601, 'Jizzax shahri', 'город Джизак'],
    [602, 'Arnasoy tumani', 'Арнасайский район'],
    [603, 'Baxmal tumani', 'Бахмальский район'],
    [604, 'Doʻstlik tumani', 'Дустликский район'],
    [605, 'Forish tumani', 'Фаришский район'],
    [606, 'Gʻallaorol tumani', 'Галляаральский район'],
    [607, 'Sharof Rashidov tumani', 'Шараф-Рашидовский район'],
    [608, 'Mirzachoʻl tumani', 'Мирзачульский район'],
    [609, 'Paxtakor tumani', 'Пахтакорский район'],
    [610, 'Yangiobod tumani', 'Янгиабадский район'],
    [611, 'Zomin tumani', 'Зааминский район'],
    [612, 'Zafarobod tumani', 'Зафарабадский район'],
    [613, 'Zarbdor tumani', 'Зарбдарский район'],
  ],
  7: [
    [701, 'Urganch shahri', 'город Ургенч'],
    [702, 'Xiva shahri', 'город Хива'],
    [703, 'Bogʻot tumani', 'Багатский район'],
    [704, 'Gurlan tumani', 'Гурленский район'],
    [705, 'Xonqa tumani', 'Ханкинский район'],
    [706, 'Hazorasp tumani', 'Хазараспский район'],
    [707, 'Xiva tumani', 'Хивинский район'],
    [708, 'Qoʻshkoʻpir tumani', 'Кошкупырский район'],
    [709, 'Shovot tumani', 'Шаватский район'],
    [710, 'Urganch tumani', 'Ургенчский район'],
    [711, 'Yangiariq tumani', 'Янгиарыкский район'],
    [712, 'Yangibozor tumani', 'Янгибазарский район'],
    [713, 'Tuproqqalʼa tumani', 'Тупроккалинский район'],
  ],
  8: [
    [801, 'Namangan shahri', 'город Наманган'],
    [802, 'Chortoq tumani', 'Чартакский район'],
    [803, 'Chust tumani', 'Чустский район'],
    [804, 'Kosonsoy tumani', 'Касансайский район'],
    [805, 'Mingbuloq tumani', 'Мингбулакский район'],
    [806, 'Namangan tumani', 'Наманганский район'],
    [807, 'Norin tumani', 'Нарынский район'],
    [808, 'Pop tumani', 'Папский район'],
    [809, 'Toʻraqoʻrgʻon tumani', 'Туракурганский район'],
    [810, 'Uchqoʻrgʻon tumani', 'Учкурганский район'],
    [811, 'Uychi tumani', 'Уйчинский район'],
    [812, 'Yangiqoʻrgʻon tumani', 'Янгикурганский район'],
  ],
  9: [
    [901, 'Navoiy shahri', 'город Навои'],
    [902, 'Zarafshon shahri', 'город Зарафшан'],
    [903, 'Gʻozgʻon shahri', 'город Газган'],
    [904, 'Karmana tumani', 'Карманинский район'],
    [905, 'Konimex tumani', 'Канимехский район'],
    [906, 'Navbahor tumani', 'Навбахорский район'],
    [907, 'Nurota tumani', 'Нуратинский район'],
    [908, 'Qiziltepa tumani', 'Кызылтепинский район'],
    [909, 'Tomdi tumani', 'Тамдынский район'],
    [910, 'Uchquduq tumani', 'Учкудукский район'],
    [911, 'Xatirchi tumani', 'Хатырчинский район'],
  ],
  10: [
    [1001, 'Qarshi shahri', 'город Карши'],
    [1002, 'Shahrisabz shahri', 'город Шахрисабз'],
    [1003, 'Chiroqchi tumani', 'Чиракчинский район'],
    [1004, 'Dehqonobod tumani', 'Дехканабадский район'],
    [1005, 'Gʻuzor tumani', 'Гузарский район'],
    [1006, 'Kasbi tumani', 'Касбийский район'],
    [1007, 'Kitob tumani', 'Китабский район'],
    [1008, 'Koson tumani', 'Касанский район'],
    [1009, 'Koʻkdala tumani', 'Кукдалинский район'],
    [1010, 'Mirishkor tumani', 'Миришкорский район'],
    [1011, 'Muborak tumani', 'Мубарекский район'],
    [1012, 'Nishon tumani', 'Нишанский район'],
    [1013, 'Qamashi tumani', 'Камашинский район'],
    [1014, 'Qarshi tumani', 'Каршинский район'],
    [1015, 'Shahrisabz tumani', 'Шахрисабзский район'],
    [1016, 'Yakkabogʻ tumani', 'Яккабагский район'],
  ],
  11: [
    [1101, 'Samarqand shahri', 'город Самарканд'],
    [1102, 'Kattaqoʻrgʻon shahri', 'город Каттакурган'],
    [1103, 'Bulungʻur tumani', 'Булунгурский район'],
    [1104, 'Ishtixon tumani', 'Иштыханский район'],
    [1105, 'Jomboy tumani', 'Джамбайский район'],
    [1106, 'Kattaqoʻrgʻon tumani', 'Каттакурганский район'],
    [1107, 'Qoʻshrabot tumani', 'Кошрабадский район'],
    [1108, 'Narpay tumani', 'Нарпайский район'],
    [1109, 'Nurobod tumani', 'Нурабадский район'],
    [1110, 'Oqdaryo tumani', 'Акдарьинский район'],
    [1111, 'Paxtachi tumani', 'Пахтачийский район'],
    [1112, 'Payariq tumani', 'Пайарыкский район'],
    [1113, 'Pastdargʻom tumani', 'Пастдаргомский район'],
    [1114, 'Samarqand tumani', 'Самаркандский район'],
    [1115, 'Toyloq tumani', 'Тайлакский район'],
    [1116, 'Urgut tumani', 'Ургутский район'],
  ],
  12: [
    [1201, 'Guliston shahri', 'город Гулистан'],
    [1202, 'Shirin shahri', 'город Ширин'],
    [1203, 'Yangiyer shahri', 'город Янгиер'],
    [1204, 'Boyovut tumani', 'Баяутский район'],
    [1205, 'Guliston tumani', 'Гулистанский район'],
    [1206, 'Mirzaobod tumani', 'Мирзаабадский район'],
    [1207, 'Oqoltin tumani', 'Акалтынский район'],
    [1208, 'Sardoba tumani', 'Сардобинский район'],
    [1209, 'Sayxunobod tumani', 'Сайхунабадский район'],
    [1210, 'Sirdaryo tumani', 'Сырдарьинский район'],
    [1211, 'Xovos tumani', 'Хавастский район'],
  ],
  13: [
    [1301, 'Termiz shahri', 'город Термез'],
    [1302, 'Angor tumani', 'Ангорский район'],
    [1303, 'Bandixon tumani', 'Бандиханский район'],
    [1304, 'Boysun tumani', 'Байсунский район'],
    [1305, 'Denov tumani', 'Денауский район'],
    [1306, 'Jarqoʻrgʻon tumani', 'Джаркурганский район'],
    [1307, 'Qiziriq tumani', 'Кизирикский район'],
    [1308, 'Qumqoʻrgʻon tumani', 'Кумкурганский район'],
    [1309, 'Muzrabot tumani', 'Музрабадский район'],
    [1310, 'Oltinsoy tumani', 'Алтынсайский район'],
    [1311, 'Sariosiyo tumani', 'Сариасийский район'],
    [1312, 'Sherobod tumani', 'Шерабадский район'],
    [1313, 'Shoʻrchi tumani', 'Шурчинский район'],
    [1314, 'Termiz tumani', 'Термезский район'],
    [1315, 'Uzun tumani', 'Узунский район'],
  ],
  14: [
    [1401, 'Nukus shahri', 'город Нукус'],
    [1402, 'Taxiatosh shahri', 'город Тахиаташ'],
    [1403, 'Amudaryo tumani', 'Амударьинский район'],
    [1404, 'Beruniy tumani', 'Берунийский район'],
    [1405, 'Boʻzatov tumani', 'Бозатауский район'],
    [1406, 'Chimboy tumani', 'Чимбайский район'],
    [1407, 'Ellikqalʼa tumani', 'Элликкалинский район'],
    [1408, 'Kegeyli tumani', 'Кегейлийский район'],
    [1409, 'Moʻynoq tumani', 'Муйнакский район'],
    [1410, 'Nukus tumani', 'Нукусский район'],
    [1411, 'Qanlikoʻl tumani', 'Канлыкульский район'],
    [1412, 'Qoʻngʻirot tumani', 'Кунградский район'],
    [1413, 'Qoraoʻzak tumani', 'Караузякский район'],
    [1414, 'Shumanay tumani', 'Шуманайский район'],
    [1415, 'Taxtakoʻpir tumani', 'Тахтакупырский район'],
    [1416, 'Toʻrtkoʻl tumani', 'Турткульский район'],
    [1417, 'Xoʻjayli tumani', 'Ходжейлийский район'],
  ],
};

export const CITIES: readonly CityRow[] = Object.entries(CITIES_BY_REGION).flatMap(([regionId, rows]) =>
  rows.map(([id, name_uz, name_ru]) => ({ id, region_id: Number(regionId), name_uz, name_ru })),
);

// ─── Payment methods ──────────────────────────────────────────────────────────────────────────

export const PAYMENT_METHODS: readonly CodedRow[] = [
  { id: PAYMENT_METHOD.CASH, code: 'cash', name_uz: 'Naqd pul', name_ru: 'Наличные' },
  { id: PAYMENT_METHOD.CARD, code: 'card', name_uz: 'Plastik karta', name_ru: 'Банковская карта' },
  { id: PAYMENT_METHOD.TERMINAL, code: 'terminal', name_uz: 'Terminal', name_ru: 'Терминал' },
  { id: PAYMENT_METHOD.BANK_TRANSFER, code: 'bank_transfer', name_uz: 'Bank oʻtkazmasi', name_ru: 'Банковский перевод' },
  { id: 5, code: 'click', name_uz: 'Click', name_ru: 'Click' },
  { id: 6, code: 'payme', name_uz: 'Payme', name_ru: 'Payme' },
  { id: 7, code: 'uzum', name_uz: 'Uzum', name_ru: 'Uzum' },
  { id: 8, code: 'other', name_uz: 'Boshqa', name_ru: 'Другое' },
];

// ─── Debt types ("dept-type"), credit periods ─────────────────────────────────────────────────

export const DEBT_TYPES: readonly CodedRow[] = [
  { id: 1, code: 'installment', name_uz: 'Boʻlib toʻlash', name_ru: 'Рассрочка' },
  { id: 2, code: 'mortgage', name_uz: 'Ipoteka', name_ru: 'Ипотека' },
  { id: 3, code: 'bank_credit', name_uz: 'Bank krediti', name_ru: 'Банковский кредит' },
];

/** Russian plural of "месяц" for a number. */
function monthsRu(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} месяц`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} месяца`;
  return `${n} месяцев`;
}

const CREDIT_MONTHS = [3, 6, 9, 12, 18, 24, 36, 48, 60, 72, 84, 96, 120, 180, 240] as const;

export const CREDIT_PERIODS: readonly CreditPeriodRow[] = CREDIT_MONTHS.map((months, index) => ({
  id: index + 1,
  months,
  name_uz: `${months} oy`,
  name_ru: monthsRu(months),
}));

// ─── Leads: statuses (ids fixed by the spec) and sources ──────────────────────────────────────

export const LID_STATUSES: readonly CodedRow[] = [
  { id: 1, code: 'new', name_uz: 'Yangi', name_ru: 'Новый' },
  { id: 2, code: 'in_process', name_uz: 'Jarayonda', name_ru: 'В процессе' },
  { id: 3, code: 'cancelled', name_uz: 'Bekor qilingan', name_ru: 'Отменён' },
];

export const LID_SOURCES: readonly CodedRow[] = [
  { id: 1, code: 'instagram', name_uz: 'Instagram', name_ru: 'Instagram' },
  { id: 2, code: 'telegram', name_uz: 'Telegram', name_ru: 'Telegram' },
  { id: 3, code: 'facebook', name_uz: 'Facebook', name_ru: 'Facebook' },
  { id: 4, code: 'website', name_uz: 'Veb-sayt', name_ru: 'Веб-сайт' },
  { id: 5, code: 'recommendation', name_uz: 'Tanishlar tavsiyasi', name_ru: 'Рекомендация знакомых' },
  { id: 6, code: 'billboard', name_uz: 'Bilbord', name_ru: 'Билборд' },
  { id: 7, code: 'call', name_uz: 'Qoʻngʻiroq', name_ru: 'Звонок' },
  { id: 8, code: 'visit', name_uz: 'Ofisga tashrif', name_ru: 'Визит в офис' },
  { id: 9, code: 'youtube', name_uz: 'YouTube', name_ru: 'YouTube' },
  { id: 10, code: 'tv', name_uz: 'Televideniye', name_ru: 'Телевидение' },
  { id: 11, code: 'olx', name_uz: 'OLX', name_ru: 'OLX' },
  { id: 12, code: 'other', name_uz: 'Boshqa', name_ru: 'Другое' },
];

// ─── Investors, salaries, clients, suppliers ──────────────────────────────────────────────────

export const INVESTOR_TYPES: readonly CodedRow[] = [
  { id: 1, code: 'individual', name_uz: 'Jismoniy shaxs', name_ru: 'Физическое лицо' },
  { id: 2, code: 'legal_entity', name_uz: 'Yuridik shaxs', name_ru: 'Юридическое лицо' },
  { id: 3, code: 'founder', name_uz: 'Taʼsischi', name_ru: 'Учредитель' },
  { id: 4, code: 'partner', name_uz: 'Hamkor', name_ru: 'Партнёр' },
];

export const SALARY_TYPES: readonly CodedRow[] = [
  { id: SALARY_TYPE.MONTHLY, code: 'monthly', name_uz: 'Oylik', name_ru: 'Ежемесячная' },
  { id: SALARY_TYPE.HOURLY, code: 'hourly', name_uz: 'Soatbay', name_ru: 'Почасовая' },
];

export const CLIENT_STATUSES: readonly CodedRow[] = [
  { id: 1, code: 'new', name_uz: 'Yangi', name_ru: 'Новый' },
  { id: 2, code: 'active', name_uz: 'Faol', name_ru: 'Активный' },
  { id: 3, code: 'vip', name_uz: 'VIP', name_ru: 'VIP' },
  { id: 4, code: 'problematic', name_uz: 'Muammoli', name_ru: 'Проблемный' },
  { id: 5, code: 'inactive', name_uz: 'Nofaol', name_ru: 'Неактивный' },
];

export const SUPPLIER_MATERIALS: readonly CodedRow[] = [
  { id: 1, code: 'cement', name_uz: 'Sement', name_ru: 'Цемент' },
  { id: 2, code: 'concrete', name_uz: 'Beton', name_ru: 'Бетон' },
  { id: 3, code: 'rebar', name_uz: 'Armatura', name_ru: 'Арматура' },
  { id: 4, code: 'brick', name_uz: 'Gʻisht', name_ru: 'Кирпич' },
  { id: 5, code: 'aerated_block', name_uz: 'Gazoblok', name_ru: 'Газоблок' },
  { id: 6, code: 'sand', name_uz: 'Qum', name_ru: 'Песок' },
  { id: 7, code: 'gravel', name_uz: 'Shagʻal', name_ru: 'Щебень' },
  { id: 8, code: 'metal', name_uz: 'Metall prokat', name_ru: 'Металлопрокат' },
  { id: 9, code: 'timber', name_uz: 'Yogʻoch', name_ru: 'Лесоматериалы' },
  { id: 10, code: 'windows_doors', name_uz: 'Deraza va eshiklar', name_ru: 'Окна и двери' },
  { id: 11, code: 'plumbing', name_uz: 'Santexnika', name_ru: 'Сантехника' },
  { id: 12, code: 'electrical', name_uz: 'Elektr jihozlari', name_ru: 'Электрооборудование' },
  { id: 13, code: 'tile', name_uz: 'Kafel va plitka', name_ru: 'Плитка' },
  { id: 14, code: 'paint', name_uz: 'Boʻyoq', name_ru: 'Краска' },
  { id: 15, code: 'insulation', name_uz: 'Issiqlik izolyatsiyasi', name_ru: 'Утеплитель' },
  { id: 16, code: 'drywall', name_uz: 'Gipsokarton', name_ru: 'Гипсокартон' },
  { id: 17, code: 'roofing', name_uz: 'Tom yopish materiallari', name_ru: 'Кровельные материалы' },
  { id: 18, code: 'elevator', name_uz: 'Lift', name_ru: 'Лифт' },
  { id: 19, code: 'machinery_rental', name_uz: 'Texnika ijarasi', name_ru: 'Аренда техники' },
  { id: 20, code: 'fuel', name_uz: 'Yoqilgʻi', name_ru: 'Топливо' },
  { id: 21, code: 'other', name_uz: 'Boshqa', name_ru: 'Прочее' },
];

// ─── People groups (SMS targets computed when sent) ────────────────────────────────────────────

export const PEOPLE_GROUPS: readonly PeopleGroupRow[] = [
  { id: 1, kind: 'all_clients', name_uz: 'Barcha mijozlar', name_ru: 'Все клиенты' },
  { id: 2, kind: 'active_lids', name_uz: 'Barcha faol lidlar', name_ru: 'Все активные лиды' },
  { id: 3, kind: 'debtors', name_uz: 'Qarzdorlar', name_ru: 'Должники' },
  { id: 4, kind: 'overdue_debtors', name_uz: 'Muddati oʻtgan qarzdorlar', name_ru: 'Должники с просрочкой' },
];

// ─── Permission names (every code of P; a missing one is a compile error) ─────────────────────

export const PERMISSION_NAMES: Record<PermissionCode, { name_uz: string; name_ru: string }> = {
  [P.DASHBOARD]: { name_uz: 'Bosh sahifa', name_ru: 'Главная панель' },
  [P.STATISTICS]: { name_uz: 'Statistika va qarzlar', name_ru: 'Статистика и долги' },
  [P.ADMIN_STATISTICS]: { name_uz: 'Umumiy statistika', name_ru: 'Общая статистика' },
  [P.WALLETS_OVERVIEW]: { name_uz: "Kassa va hamyon operatsiyalari", name_ru: 'Касса и операции кошельков' },
  [P.WALLET_READ]: { name_uz: 'Hamyonlar roʻyxati', name_ru: 'Список кошельков' },
  [P.SALE_READ]: { name_uz: 'Sotuvlar roʻyxati', name_ru: 'Список продаж' },
  [P.SALE_WRITE]: { name_uz: 'Yangi sotuv', name_ru: 'Новая продажа' },
  [P.SALE_PENDING_READ]: { name_uz: 'Tasdiqlanmagan sotuvlar', name_ru: 'Продажи на подтверждении' },
  [P.REFUSAL_READ]: { name_uz: 'Bekor qilingan sotuvlarni koʻrish', name_ru: 'Просмотр отказов' },
  [P.REFUSAL_WRITE]: { name_uz: 'Sotuvni bekor qilish', name_ru: 'Оформление отказа' },
  [P.BUILDING_READ]: { name_uz: 'Binolar va xonadonlarni koʻrish', name_ru: 'Просмотр домов и квартир' },
  [P.BUILDING_WRITE]: { name_uz: 'Xonadonlarni tahrirlash', name_ru: 'Редактирование квартир' },
  [P.CONSTRUCTION_OPERATIONS]: { name_uz: 'Qurilish loyihalari va operatsiyalari', name_ru: 'Строительные объекты и операции' },
  [P.LID_READ]: { name_uz: 'Lidlar', name_ru: 'Лиды' },
  [P.CLIENT_READ]: { name_uz: 'Mijozlar', name_ru: 'Клиенты' },
  [P.CLIENT_DEBT_READ]: { name_uz: 'Qarzdorliklar', name_ru: 'Задолженности' },
  [P.INVESTMENTS_READ]: { name_uz: 'Investorlar', name_ru: 'Инвесторы' },
  [P.USER_READ]: { name_uz: 'Foydalanuvchilarni koʻrish', name_ru: 'Просмотр пользователей' },
  [P.USER_WRITE]: { name_uz: 'Foydalanuvchilarni tahrirlash', name_ru: 'Редактирование пользователей' },
  [P.AUDIT_READ]: { name_uz: 'Oʻzgarishlar tarixi', name_ru: 'Журнал изменений' },
  [P.SETTINGS_WRITE]: { name_uz: 'Sozlamalar', name_ru: 'Настройки' },
  [P.EMPLOYEE_READ]: { name_uz: 'Xodimlar va taʼminotchilar', name_ru: 'Сотрудники и поставщики' },
  [P.SMS_READ]: { name_uz: 'Yuborilgan SMS', name_ru: 'Отправленные SMS' },
  [P.SMS_WRITE]: { name_uz: 'SMS yuborish', name_ru: 'Отправка SMS' },
};
