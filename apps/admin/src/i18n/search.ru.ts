// The search screen's texts (app.search), registered by searchTexts.ts when the screen's chunk loads.
import type uz from './search.uz';

const ru: typeof uz = {
  title: 'Поиск',
  query: 'Запрос: «%{query}»',
  no_query: 'Поисковый запрос не указан',
  empty_title: 'Что ищем?',
  empty_text: 'Введите имя или номер телефона клиента или лида, название дома, номер квартиры или имя пользователя. Oʻ и gʻ можно писать с любым апострофом или без него.',
  no_results_title: 'Ничего не найдено',
  no_results_text: 'По запросу «%{query}» среди клиентов, лидов, домов, квартир и пользователей ничего не найдено. Попробуйте сократить запрос или искать по последним цифрам номера телефона.',
  groups: {
    clients: 'Клиенты',
    lids: 'Лиды',
    buildings: 'Дома',
    rooms: 'Квартиры',
    users: 'Пользователи',
  },
};

export default ru;
