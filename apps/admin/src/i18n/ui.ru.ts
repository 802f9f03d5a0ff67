
/** Russian texts of the shared UI pieces (app.ui). */
const ui = {
  roles: {
    admin: 'Администратор',
    operator: 'Оператор',
    sales_manager: 'Менеджер по продажам',
  },
  mui: {
    clear: 'Очистить',
    open: 'Открыть',
    close: 'Закрыть',
    no_options: 'Нет подходящих вариантов',
    loading: 'Загрузка…',
    rows_per_page: 'На странице:',
    displayed_rows: '%{from}–%{to} из %{count}',
    first_page: 'Первая страница',
    last_page: 'Последняя страница',
    next_page: 'Следующая страница',
    previous_page: 'Предыдущая страница',
    page: 'Страница %{page}',
    go_to_page: 'Перейти на страницу %{page}',
    pagination: 'Страницы',
    breadcrumbs_expand: 'Показать полный путь',
  },
  sms_cost: {
    recipients: 'Получателей: %{count}',
    recipients_group: 'Получателей: %{count} (с группой)',
    recipients_unknown: 'Число людей в группе неизвестно',
    parts: '%{smart_count} часть на человека |||| %{smart_count} части на человека |||| %{smart_count} частей на человека',
    total: 'Всего: %{smart_count} часть SMS |||| Всего: %{smart_count} части SMS |||| Всего: %{smart_count} частей SMS',
    encoding_gsm: 'Латиница (GSM-7): 160 символов в части',
    encoding_unicode: 'Unicode (UCS-2): всего 70 символов в части',
    unicode_chars: 'В Unicode переводят символы: %{chars}',
    make_ascii: 'Заменить на простые символы',
    ascii_saves: 'После замены: %{smart_count} часть |||| После замены: %{smart_count} части |||| После замены: %{smart_count} частей',
    cyrillic: 'В тексте есть кириллица: он всё равно уйдёт в Unicode.',
  },
  profile: {
    menu: 'Профиль',
    title: 'Мой профиль',
    personal: 'Личные данные',
    full_name: 'Ф.И.О.',
    photo: 'Фото',
    password: 'Смена пароля',
    password_help: 'Оставьте пустым, если не меняете пароль.',
    old_password: 'Текущий пароль',
    new_password: 'Новый пароль',
    password_confirm: 'Повторите новый пароль',
    old_password_required: 'Для нового пароля введите текущий',
    mismatch: 'Пароли не совпадают',
    saved: 'Профиль сохранён',
    not_available: 'Сохранение профиля пока не работает: сервер не принял это действие.',
  },
  imports: {
    allowed: 'Допустимые значения: %{values}',
    over_planned:
      'Внимание: после импорта в доме будет %{total} квартир, а по плану %{planned}. Проверьте данные дома.',
  },
  clients: {
    rooms: 'Забронированные и купленные квартиры',
    rooms_empty: 'У клиента нет квартир',
    room: '№%{number}, %{floor} этаж',
  },
  lids: {
    converted: 'Стал клиентом',
  },
  users: {
    photo: 'Фото',
  },
};

export default ui;
