// The dashboard screen's texts (app.dashboard), registered by dashboardTexts.ts when the screen's chunk loads.
import type uz from './dashboard.uz';

const ru: typeof uz = {
  welcome: 'Добро пожаловать, %{name}!',
  subtitle: 'Основные показатели этой недели',
  week_lids: 'Лиды за неделю',
  week_clients: 'Клиенты за неделю',
  week_talks: 'Разговоры за неделю',
  today_calls: 'Звонки на сегодня',
  no_statistics: 'Статистика появится здесь, когда появятся данные',
  chart_title: 'Активность по дням недели',
  chart_subtitle: 'Количество лидов, клиентов и разговоров',
  chart_empty: 'Пока нет данных',
  lids: 'Лиды',
  clients: 'Клиенты',
  talks: 'Разговоры',
  calls_empty: 'Когда начнётся работа с лидами, здесь появятся звонки, запланированные на сегодня',
  load_failed: 'Не удалось загрузить статистику',
  today: '%{weekday}, %{day} %{month} %{year} г.',
};

export default ru;
