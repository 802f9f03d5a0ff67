// The dashboard screen's texts (app.dashboard), registered by dashboardTexts.ts when the screen's chunk loads.
const uz = {
  welcome: 'Xush kelibsiz, %{name}!',
  subtitle: 'Shu haftaning asosiy koʻrsatkichlari',
  week_lids: 'Shu haftadagi lidlar',
  week_clients: 'Shu haftadagi mijozlar',
  week_talks: 'Shu haftadagi suhbatlar',
  today_calls: 'Bugungi qoʻngʻiroqlar',
  no_statistics: 'Statistika maʼlumotlar paydo boʻlgach shu yerda koʻrinadi',
  chart_title: 'Hafta kunlari boʻyicha faollik',
  chart_subtitle: 'Lidlar, mijozlar va suhbatlar soni',
  chart_empty: 'Hozircha maʼlumot yoʻq',
  lids: 'Lidlar',
  clients: 'Mijozlar',
  talks: 'Suhbatlar',
  calls_empty: 'Lidlar bilan ishlash boshlangach, bugun qoʻngʻiroq qilinadiganlar shu yerda chiqadi',
  load_failed: 'Statistikani yuklab boʻlmadi',
  today: '%{weekday}, %{day}-%{month}, %{year}-yil',
};

export default uz;
