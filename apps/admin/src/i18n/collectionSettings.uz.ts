/** Uzbek texts of the collection settings page (resources.collection_settings). */
const collectionSettings = {
  fields: {
    penalty_rate: 'Penya, kuniga %',
    penalty_cap_percent: 'Penya chegarasi, shartnoma summasidan %',
    grace_days: 'Imtiyozli kunlar',
  },
  title: 'Undirish',
  subtitle: 'Yangi tasdiqlangan sotuv qarzi shu shartlarni oladi; har bir qarzda alohida oʻzgartirish mumkin.',
  explain: 'Penya har bir muddati oʻtgan toʻlovning toʻlanmagan qismiga, imtiyozli kunlardan keyin, har kun uchun hisoblanadi. 0 = penya hisoblanmaydi.',
  example: 'Misol: kuniga 0,05 %, shartnoma summasining 5 % idan oshmaydi — amaldagi shartnomalardagi kabi. 10 000 000 soʻm kechiksa, kuniga 5 000 soʻm.',
  saved: 'Undirish sozlamalari saqlandi',
  rate_range: '0 dan 10 gacha, 4 xonagacha kasr',
  cap_range: '0 dan 100 gacha',
  grace_range: '0 dan 365 gacha butun son',
};

export default collectionSettings;
