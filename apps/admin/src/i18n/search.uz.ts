// The search screen's texts (app.search), registered by searchTexts.ts when the screen's chunk loads.
const uz = {
  title: 'Qidiruv',
  query: 'Soʻrov: «%{query}»',
  no_query: 'Qidiruv soʻrovi kiritilmagan',
  empty_title: 'Nimani qidiramiz?',
  empty_text: 'Mijoz yoki lidning ismi, telefon raqami, bino nomi, xonadon raqami yoki foydalanuvchi ismini kiriting. Oʻ va gʻ har qanday apostrof bilan yoki usiz yozilishi mumkin.',
  no_results_title: 'Hech narsa topilmadi',
  no_results_text: '«%{query}» boʻyicha mijozlar, lidlar, binolar, xonadonlar va foydalanuvchilar orasida hech narsa topilmadi. Soʻrovni qisqartirib yoki telefon raqamining oxirgi raqamlari bilan qidirib koʻring.',
  groups: {
    clients: 'Mijozlar',
    lids: 'Lidlar',
    buildings: 'Binolar',
    rooms: 'Xonadonlar',
    users: 'Foydalanuvchilar',
  },
};

export default uz;
