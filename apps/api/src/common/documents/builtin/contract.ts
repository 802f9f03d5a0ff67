// The built-in sale contract: a flat in a building (under construction or built) sold with an
// initial payment and monthly instalments, buyers' money through the escrow account (Decree UP-11
// of 27.01.2025). Amounts in soʻm; a USD sale adds the dollar figures at the contract day's rate.
import type { Paragraph, Table } from 'docx';
import { CITY, dated, FLAT, PARTIES, requisites } from './common-texts';
import { clause, columns, grid, item, pack, para, placeAndDate, section, tagLine, title, type Lang } from './layout';

interface ContractTexts {
  title: string;
  subtitle: string;
  agreed: string;
  subject: [string, string[], ...string[]];
  price: string[];
  schedule: { title: string; columns: string[]; usdColumn: string; total: string };
  duties: Array<string | string[]>;
  termination: string[];
  responsibility: string[];
  final: string[];
  requisites: string;
  footer: string;
}

const UZ: ContractTexts = {
  title: 'XONADON OLDI-SOTDI SHARTNOMASI №\u00a0{contract_number}',
  subtitle: '(muddatli toʻlov sharti bilan)',
  agreed: 'quyidagilar haqida mazkur shartnomani (keyingi oʻrinlarda «Shartnoma») tuzdilar:',
  subject: [
    'Sotuvchi quyidagi xonadonni (keyingi oʻrinlarda «Xonadon») Xaridorning mulkiga topshirish, Xaridor esa uni qabul qilib olish va Shartnomada belgilangan narxni toʻlash majburiyatini oladi:',
    [
      'turar-joy majmuasi: {building_name};',
      'bino manzili: {building_address};',
      'blok: {block_name}; podyezd: {room_entrance}; qavat: {room_floor};',
      'xonadon raqami: {room_number}; xonalar soni: {room_rooms_count};',
      'umumiy maydoni (loyiha boʻyicha): {room_area} m².',
    ],
    'Xonadonning maydoni loyiha hujjatlari boʻyicha koʻrsatilgan. Bino foydalanishga qabul qilingandan soʻng kadastr oʻlchovlari natijasida aniqlangan maydon loyihadagidan 1 (bir) m² dan ortiq farq qilsa, Tomonlar farqni Shartnomaning 2.2-bandida koʻrsatilgan 1 m² narxidan kelib chiqib hisob-kitob qiladilar.',
    'Sotuvchi Xonadon boshqa shaxsga sotilmaganligi, garovda, taqiq ostida emasligi va nizo predmeti boʻlmaganligini kafolatlaydi.',
    'Xonadonga boʻlgan mulk huquqi Xaridorda Shartnoma summasi toʻliq toʻlangandan va Xonadon qabul qilish-topshirish dalolatnomasi boʻyicha topshirilgandan soʻng, qonunchilikda belgilangan tartibda davlat roʻyxatidan oʻtkazilgan paytdan boshlab vujudga keladi.',
  ],
  price: [
    'Shartnoma summasi **{price} soʻm** ({price_words}) etib belgilanadi{#is_usd}, bu Shartnoma tuzilgan kundagi Oʻzbekiston Respublikasi Markaziy banki kursi (1 AQSh dollari = {exchange_rate} soʻm) boʻyicha {price_usd} AQSh dollariga ({price_usd_words}) teng{/is_usd}.',
    '1 (bir) m² narxi {price_m2} soʻm{#is_usd} ({price_m2_usd} AQSh dollari){/is_usd}. Shartnoma summasi Shartnoma amal qilish davomida oʻzgarmaydi, Shartnomaning 1.2-bandida nazarda tutilgan hol bundan mustasno.',
    'Xaridor Shartnoma imzolangan kundan boshlab 3 (uch) bank kuni ichida boshlangʻich toʻlov sifatida **{initial_payment} soʻm** ({initial_payment_words}) toʻlaydi.',
    'Shartnoma summasining qolgan qismi — **{schedule_total} soʻm** ({schedule_total_words}) — {first_payment_date}\u00a0y.dan {last_payment_date}\u00a0y.gacha {months_count} oy davomida Shartnomaning 3-boʻlimidagi toʻlov jadvaliga muvofiq toʻlanadi. Xaridor toʻlovlarni muddatidan oldin amalga oshirishga haqli.',
    'Toʻlovlar Oʻzbekiston Respublikasi Prezidentining 2025-yil 27-yanvardagi PF-11-son Farmoniga muvofiq Sotuvchining {company_escrow_bank}da ochilgan **{company_escrow_account}** raqamli eskrou hisobvaragʻiga naqd pulsiz shaklda, toʻlov maqsadida Shartnoma raqami va sanasi koʻrsatilgan holda amalga oshiriladi. Eskrou hisobvaragʻidagi mablagʻlar Sotuvchiga qonunchilikda belgilangan tartibda oʻtkaziladi.',
    'Sotuvchining bank rekvizitlari: hisobvaraq {company_bank_account}, {company_bank_name}, MFO {company_mfo}, STIR {company_inn}.',
    'Toʻlov kuni deb pul mablagʻlari eskrou hisobvaragʻiga kelib tushgan kun hisoblanadi.',
  ],
  schedule: {
    title: '3. TOʻLOV JADVALI',
    columns: ['№', 'Oy', 'Toʻlov sanasi', 'Toʻlov summasi, soʻm'],
    usdColumn: 'Ekvivalent, AQSh dollari',
    total: 'Jadval boʻyicha jami: **{schedule_total} soʻm** ({schedule_total_words}){#is_usd}, {schedule_total_usd} AQSh dollari ekvivalentida{/is_usd}.',
  },
  duties: [
    'Sotuvchi:',
    [
      'binoni loyiha hujjatlari, shaharsozlik normalari va qoidalariga muvofiq qurib, belgilangan tartibda foydalanishga topshirish;',
      'bino foydalanishga qabul qilingandan va Shartnoma summasi toʻliq toʻlangandan soʻng 2 (ikki) oy ichida Xonadonni qabul qilish-topshirish dalolatnomasi boʻyicha Xaridorga topshirish;',
      'Xaridorga mulk huquqini davlat roʻyxatidan oʻtkazish uchun zarur hujjatlarni taqdim etish;',
      'Xaridorning yozma soʻroviga koʻra 5 (besh) ish kuni ichida oʻzaro hisob-kitoblarni solishtirish dalolatnomasini taqdim etish.',
    ],
    'Sotuvchi toʻlovlarni jadvalga muvofiq oʻz vaqtida toʻlashni talab qilishga va Shartnomaning 5-boʻlimida nazarda tutilgan hollarda Shartnomani bir tomonlama bekor qilishga haqli.',
    'Xaridor:',
    [
      'Shartnoma summasini Shartnomaning 2- va 3-boʻlimlarida belgilangan tartib va muddatlarda toʻlash;',
      'Xonadonni dalolatnoma boʻyicha qabul qilib olish;',
      'mulk huquqi roʻyxatdan oʻtkazilgunga qadar Xonadonda qayta qurish va qayta rejalashtirish ishlarini Sotuvchining yozma roziligisiz bajarmaslik;',
      'pasport maʼlumotlari, manzili yoki telefon raqami oʻzgarganda 10 (oʻn) kun ichida Sotuvchini yozma ravishda xabardor qilish.',
    ],
    'Xaridor qurilish jarayoni haqida maʼlumot olishga va Sotuvchining yozma roziligi bilan Shartnoma boʻyicha oʻz huquq va majburiyatlarini uchinchi shaxsga oʻtkazishga haqli.',
  ],
  termination: [
    'Shartnoma Tomonlarning kelishuviga koʻra, shuningdek qonunchilikda va Shartnomada nazarda tutilgan hollarda bekor qilinadi.',
    'Xaridor jadvaldagi toʻlovni 2 (ikki) oydan ortiq kechiktirsa, Sotuvchi Xaridorni 30 (oʻttiz) kun oldin yozma ravishda ogohlantirib, Shartnomani bir tomonlama bekor qilishga haqli.',
    'Shartnoma Xaridorning tashabbusi bilan yoki 5.2-bandda koʻrsatilgan asosda bekor qilinganda Sotuvchi Xaridor toʻlagan summadan hujjatlar bilan tasdiqlangan haqiqiy xarajatlarini chegirib, qolganini bekor qilish toʻgʻrisidagi kelishuv imzolangan kundan boshlab 30 (oʻttiz) bank kuni ichida qaytaradi. Qaytariladigan summa bekor qilish toʻgʻrisidagi kelishuvda koʻrsatiladi.',
    'Sotuvchi Xonadonni topshirish muddatini 6 (olti) oydan ortiq kechiktirsa, Xaridor Shartnomani bir tomonlama bekor qilishga va toʻlangan summani toʻliq qaytarishni talab qilishga haqli.',
    'Shartnoma bekor qilingandan soʻng Xonadon Sotuvchining tasarrufiga qaytadi va boshqa shaxsga sotilishi mumkin.',
  ],
  responsibility: [
    'Tomonlar Shartnoma boʻyicha majburiyatlarini bajarmaganlik yoki lozim darajada bajarmaganlik uchun Oʻzbekiston Respublikasi qonunchiligiga muvofiq javobgar boʻladilar.',
    'Toʻlov muddati kechiktirilganda Xaridor Sotuvchiga kechiktirilgan har bir kun uchun kechiktirilgan summaning 0,1 foizi miqdorida, biroq kechiktirilgan summaning 10 foizidan ortiq boʻlmagan penya toʻlaydi.',
    'Xonadonni topshirish muddati kechiktirilganda Sotuvchi Xaridorga kechiktirilgan har bir kun uchun toʻlangan summaning 0,1 foizi miqdorida, biroq toʻlangan summaning 10 foizidan ortiq boʻlmagan penya toʻlaydi.',
    'Penya toʻlanishi Tomonlarni majburiyatlarni bajarishdan ozod qilmaydi. Tomonlar yengib boʻlmaydigan kuch (fors-major) holatlari tufayli majburiyatlarni bajarmaganlik uchun javobgarlikdan ozod qilinadi.',
    'Shartnomadan kelib chiqadigan nizolar muzokaralar yoʻli bilan hal qilinadi; kelishuvga erishilmasa, nizo Oʻzbekiston Respublikasi qonunchiligida belgilangan tartibda tegishli sudda koʻrib chiqiladi.',
  ],
  final: [
    'Shartnoma Tomonlar imzolagan paytdan boshlab kuchga kiradi va Tomonlar oʻz majburiyatlarini toʻliq bajargunga qadar amal qiladi.',
    'Shartnomaga kiritiladigan oʻzgartish va qoʻshimchalar yozma shaklda tuzilib, Tomonlar tomonidan imzolangan taqdirdagina haqiqiy hisoblanadi.',
    'Shartnomada nazarda tutilmagan masalalar Oʻzbekiston Respublikasining amaldagi qonunchiligi bilan tartibga solinadi.',
    'Xaridor oʻzining shaxsga doir maʼlumotlari Shartnomani bajarish maqsadida qayta ishlanishiga rozilik beradi.',
    'Shartnoma teng yuridik kuchga ega boʻlgan ikki nusxada, har bir Tomon uchun bir nusxadan tuzildi.',
  ],
  requisites: '8. TOMONLARNING REKVIZITLARI VA IMZOLARI',
  footer: 'Sotuvchi ____________     Xaridor ____________',
};

const RU: ContractTexts = {
  title: 'ДОГОВОР КУПЛИ-ПРОДАЖИ КВАРТИРЫ №\u00a0{contract_number}',
  subtitle: '(с условием оплаты в рассрочку)',
  agreed: 'заключили настоящий договор (далее — «Договор») о нижеследующем:',
  subject: [
    'Продавец обязуется передать в собственность Покупателя, а Покупатель обязуется принять и оплатить на условиях Договора следующую квартиру (далее — «Квартира»):',
    [
      'жилой комплекс: {building_name};',
      'адрес дома: {building_address};',
      'блок: {block_name}; подъезд: {room_entrance}; этаж: {room_floor};',
      'номер квартиры: {room_number}; количество комнат: {room_rooms_count};',
      'общая площадь (по проекту): {room_area} м².',
    ],
    'Площадь Квартиры указана по проектной документации. Если после ввода дома в эксплуатацию площадь по данным кадастровых обмеров отличается от проектной более чем на 1 (один) м², Стороны производят взаиморасчёт исходя из цены 1 м², указанной в п. 2.2 Договора.',
    'Продавец гарантирует, что Квартира не продана третьим лицам, не заложена, не находится под запретом и не является предметом спора.',
    'Право собственности на Квартиру возникает у Покупателя после полной оплаты цены Договора и передачи Квартиры по акту приёма-передачи с момента государственной регистрации в установленном законодательством порядке.',
  ],
  price: [
    'Цена Договора составляет **{price} сум** ({price_words}){#is_usd}, что по курсу Центрального банка Республики Узбекистан на день заключения Договора (1 доллар США = {exchange_rate} сум) эквивалентно {price_usd} долларам США ({price_usd_words}){/is_usd}.',
    'Цена 1 (одного) м² составляет {price_m2} сум{#is_usd} ({price_m2_usd} долларов США){/is_usd}. Цена Договора не изменяется в течение срока его действия, за исключением случая, предусмотренного п. 1.2 Договора.',
    'Покупатель в течение 3 (трёх) банковских дней с момента подписания Договора вносит первоначальный взнос в размере **{initial_payment} сум** ({initial_payment_words}).',
    'Оставшаяся часть цены Договора — **{schedule_total} сум** ({schedule_total_words}) — уплачивается в течение {months_count} месяцев с {first_payment_date}\u00a0г. по {last_payment_date}\u00a0г. согласно графику платежей (раздел 3 Договора). Покупатель вправе вносить платежи досрочно.',
    'В соответствии с Указом Президента Республики Узбекистан от 27.01.2025 №\u00a0УП-11 платежи вносятся в безналичной форме на эскроу-счёт Продавца **{company_escrow_account}** в {company_escrow_bank} с указанием в назначении платежа номера и даты Договора. Средства с эскроу-счёта перечисляются Продавцу в порядке, установленном законодательством.',
    'Банковские реквизиты Продавца: р/с {company_bank_account} в {company_bank_name}, МФО {company_mfo}, ИНН {company_inn}.',
    'Днём оплаты считается день поступления денежных средств на эскроу-счёт.',
  ],
  schedule: {
    title: '3. ГРАФИК ПЛАТЕЖЕЙ',
    columns: ['№', 'Месяц', 'Дата платежа', 'Сумма платежа, сум'],
    usdColumn: 'Эквивалент, долларов США',
    total: 'Итого по графику: **{schedule_total} сум** ({schedule_total_words}){#is_usd}, что эквивалентно {schedule_total_usd} долларам США{/is_usd}.',
  },
  duties: [
    'Продавец обязуется:',
    [
      'построить дом в соответствии с проектной документацией, градостроительными нормами и правилами и ввести его в эксплуатацию в установленном порядке;',
      'в течение 2 (двух) месяцев после ввода дома в эксплуатацию и полной оплаты цены Договора передать Квартиру Покупателю по акту приёма-передачи;',
      'предоставить Покупателю документы, необходимые для государственной регистрации права собственности;',
      'по письменному запросу Покупателя в течение 5 (пяти) рабочих дней предоставить акт сверки взаиморасчётов.',
    ],
    'Продавец вправе требовать своевременной оплаты по графику и в случаях, предусмотренных разделом 5 Договора, расторгнуть Договор в одностороннем порядке.',
    'Покупатель обязуется:',
    [
      'оплатить цену Договора в порядке и сроки, установленные разделами 2 и 3 Договора;',
      'принять Квартиру по акту приёма-передачи;',
      'до регистрации права собственности не производить в Квартире переустройство и перепланировку без письменного согласия Продавца;',
      'в течение 10 (десяти) дней письменно уведомить Продавца об изменении паспортных данных, адреса или номера телефона.',
    ],
    'Покупатель вправе получать информацию о ходе строительства и с письменного согласия Продавца уступить свои права и обязанности по Договору третьему лицу.',
  ],
  termination: [
    'Договор может быть расторгнут по соглашению Сторон, а также в случаях, предусмотренных законодательством и Договором.',
    'При просрочке Покупателем платежа по графику более чем на 2 (два) месяца Продавец вправе расторгнуть Договор в одностороннем порядке, письменно предупредив Покупателя за 30 (тридцать) дней.',
    'При расторжении Договора по инициативе Покупателя или по основанию, указанному в п. 5.2, Продавец возвращает Покупателю уплаченную сумму за вычетом своих фактических расходов, подтверждённых документами, в течение 30 (тридцати) банковских дней с даты подписания соглашения о расторжении. Сумма к возврату указывается в соглашении о расторжении.',
    'При просрочке Продавцом передачи Квартиры более чем на 6 (шесть) месяцев Покупатель вправе расторгнуть Договор в одностороннем порядке и потребовать возврата уплаченной суммы в полном объёме.',
    'После расторжения Договора Квартира поступает в распоряжение Продавца и может быть продана другому лицу.',
  ],
  responsibility: [
    'За неисполнение или ненадлежащее исполнение обязательств по Договору Стороны несут ответственность в соответствии с законодательством Республики Узбекистан.',
    'За просрочку платежа Покупатель уплачивает Продавцу пеню в размере 0,1 % от просроченной суммы за каждый день просрочки, но не более 10 % просроченной суммы.',
    'За просрочку передачи Квартиры Продавец уплачивает Покупателю пеню в размере 0,1 % от уплаченной суммы за каждый день просрочки, но не более 10 % уплаченной суммы.',
    'Уплата пени не освобождает Стороны от исполнения обязательств. Стороны освобождаются от ответственности за неисполнение обязательств вследствие обстоятельств непреодолимой силы (форс-мажор).',
    'Споры по Договору разрешаются путём переговоров, а при недостижении согласия — в суде в порядке, установленном законодательством Республики Узбекистан.',
  ],
  final: [
    'Договор вступает в силу с момента подписания Сторонами и действует до полного исполнения Сторонами своих обязательств.',
    'Изменения и дополнения к Договору действительны, если они совершены в письменной форме и подписаны Сторонами.',
    'В вопросах, не урегулированных Договором, Стороны руководствуются действующим законодательством Республики Узбекистан.',
    'Покупатель даёт согласие на обработку своих персональных данных в целях исполнения Договора.',
    'Договор составлен в двух экземплярах, имеющих равную юридическую силу, по одному для каждой из Сторон.',
  ],
  requisites: '8. РЕКВИЗИТЫ И ПОДПИСИ СТОРОН',
  footer: 'Продавец ____________     Покупатель ____________',
};

const SECTIONS: Record<Lang, string[]> = {
  uz: [
    '1. SHARTNOMA PREDMETI',
    '2. SHARTNOMA SUMMASI VA TOʻLOV TARTIBI',
    '4. TOMONLARNING HUQUQ VA MAJBURIYATLARI',
    '5. SHARTNOMANI BEKOR QILISH',
    '6. TOMONLARNING JAVOBGARLIGI VA NIZOLARNI HAL QILISH',
    '7. YAKUNIY QOIDALAR',
  ],
  ru: [
    '1. ПРЕДМЕТ ДОГОВОРА',
    '2. ЦЕНА ДОГОВОРА И ПОРЯДОК ОПЛАТЫ',
    '4. ПРАВА И ОБЯЗАННОСТИ СТОРОН',
    '5. РАСТОРЖЕНИЕ ДОГОВОРА',
    '6. ОТВЕТСТВЕННОСТЬ СТОРОН И РАЗРЕШЕНИЕ СПОРОВ',
    '7. ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
  ],
};

/** Clauses "n.1.", "n.2." …; a list of strings under a clause becomes its dash items. */
function numbered(n: number, parts: Array<string | string[]>): Paragraph[] {
  const out: Paragraph[] = [];
  let k = 0;
  for (const part of parts) {
    if (Array.isArray(part)) out.push(...part.map(item));
    else out.push(clause(`${n}.${++k}.`, part));
  }
  return out;
}

/** The schedule table: soʻm, or soʻm and dollars for a USD sale (two tables, one shown). */
export function scheduleTables(
  head: string[],
  usdHead: string,
  sizes: { usd: number[]; uzs: number[] },
  cellsUzs: string[],
  cellsUsd: string[],
): Array<Paragraph | Table> {
  const columnsOf = (headers: string[], widths: number[]) =>
    headers.map((header, i) => ({ header, width: widths[i], align: (i < 3 ? 'center' : 'right') as 'center' | 'right' }));
  const loopRow = (cells: string[]) =>
    cells.map((text, i) => (i === 0 ? `{#schedule}${text}` : i === cells.length - 1 ? `${text}{/schedule}` : text));
  return [
    tagLine('{#is_usd}'),
    grid(columnsOf([...head.slice(0, 4), usdHead, ...head.slice(4)], sizes.usd), [loopRow(cellsUsd)]),
    tagLine('{/is_usd}'),
    tagLine('{^is_usd}'),
    grid(columnsOf(head, sizes.uzs), [loopRow(cellsUzs)]),
    tagLine('{/is_usd}'),
  ];
}

export async function contractTemplate(lang: Lang): Promise<Buffer> {
  const t = lang === 'uz' ? UZ : RU;
  const [s1, s2, s4, s5, s6, s7] = SECTIONS[lang];
  const [subjectLead, subjectItems, ...subjectRest] = t.subject;
  const children: Array<Paragraph | Table> = [
    title(t.title),
    para(t.subtitle, { align: 'center', after: 0 }),
    placeAndDate(CITY[lang], dated('{contract_date}', lang)),
    para(`${PARTIES[lang]} ${t.agreed}`, { indent: true }),
    section(s1),
    clause('1.1.', subjectLead),
    ...subjectItems.map(item),
    ...subjectRest.map((text, i) => clause(`1.${i + 2}.`, text)),
    section(s2),
    ...numbered(2, t.price),
    section(t.schedule.title),
    ...scheduleTables(
      t.schedule.columns,
      t.schedule.usdColumn,
      { usd: [7, 22, 18, 28, 25], uzs: [8, 28, 24, 40] },
      ['{n}', '{month}', '{date}', '{amount}'],
      ['{n}', '{month}', '{date}', '{amount}', '{amount_usd}'],
    ),
    para(t.schedule.total, { before: 80, indent: true }),
    section(s4),
    ...numbered(4, t.duties),
    section(s5),
    ...numbered(5, t.termination),
    section(s6),
    ...numbered(6, t.responsibility),
    section(s7),
    ...numbered(7, t.final),
    section(t.requisites),
    columns(requisites(lang)),
  ];
  return pack({ lang, title: t.title, children, footer: t.footer, pageNumbers: true });
}
