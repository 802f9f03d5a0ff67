import type clientsUz from './clients.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the clients screens. */
const clients: Shape<typeof clientsUz> = {
  name: 'Клиент |||| Клиенты |||| Клиенты',
  fields: {
    id: 'ID',
    name: 'Ф.И.О.',
    phone_number: 'Номер телефона',
    additional_numbers: 'Дополнительные номера',
    extra_phone: 'Дополнительный номер',
    company_name: 'Компания',
    region: 'Область',
    region_name: 'Область',
    city: 'Город / район',
    city_name: 'Город / район',
    place: 'Адрес',
    status: 'Статус',
    status_name: 'Статус',
    client_debts: 'Долги',
    last_sms: 'Последнее СМС',
    created_at: 'Дата добавления',
    q: 'Поиск',
  },
  page: {
    list: 'Клиенты',
    create: 'Новый клиент',
    edit: 'Редактирование клиента: %{name}',
    empty: 'Клиентов пока нет',
    invite: 'Добавьте клиента вручную или импортируйте список из файла Excel.',
    not_found: 'Клиент не найден',
    since: 'Клиент с %{date}',
  },
  action: {
    create: 'Добавить клиента',
    import: 'Импорт',
    send_sms: 'Отправить СМС',
    back_to_list: 'Список клиентов',
  },
  notifications: {
    created: 'Клиент добавлен',
    updated: 'Данные клиента сохранены',
    deleted: 'Клиент удалён',
    sms_sent: 'СМС отправлено пользователю',
  },
  sections: {
    main: 'Основные данные',
    contacts: 'Контакты',
    contacts_help: 'Адрес и дополнительные номера телефона',
  },
  debts: {
    title: 'Долги',
    empty: 'У клиента нет долгов',
    room: 'Квартира',
    all_debt: 'Сумма долга',
    current_debt: 'Остаток',
    payment_date: 'Дата платежа',
    currency: 'Валюта',
    state: 'Состояние',
    open: 'Открыт',
    closed: 'Закрыт',
    note: 'График платежей и остатки — в разделе «Долги».',
    open_count: '%{smart_count} открытый долг |||| %{smart_count} открытых долга |||| %{smart_count} открытых долгов',
  },
  payments: {
    title: 'Платежи',
    export: 'Платежи (Excel)',
    load_failed: 'Не удалось загрузить сумму платежей',
    empty: 'Платежей пока нет',
    total_in: 'Всего оплачено, %{currency}',
    debts_summary: 'Долги по валютам',
    paid: 'Оплачено',
    remaining: 'Осталось',
  },
  rooms: {
    room: 'Квартира',
    status: 'Статус',
    area: 'Площадь',
    area_value: '%{area} м²',
    price: 'Цена',
    booked_until_value: 'до %{date}',
  },
  lead: {
    title: 'Как лид',
    open: 'Открыть лид',
    source: 'Источник',
    call_date: 'Дата звонка',
    note: 'Заметка',
    no_note: 'Заметки нет',
    talks: 'Разговоры с лидом',
  },
  duplicate: {
    message: 'Клиент с этим номером телефона уже есть (ID %{id}). Откройте его вместо создания нового.',
    open: 'Открыть клиента',
  },
  sms: {
    title: 'СМС клиенту',
    to: 'Получатель: %{name}, %{phone}',
    confirm: 'Отправить СМС клиенту %{name}?',
  },
  delete: {
    title: 'Удаление клиента',
    content: 'Удалить клиента %{name}? Это действие нельзя отменить. Клиента с открытым долгом удалить нельзя.',
  },
  import: {
    title: 'Импорт клиентов',
    hint: 'Файл Excel (.xlsx): столбцы — Ф.И.О., номер телефона, дополнительные номера, компания, область, город, статус. Сначала файл проверяется; если ошибок нет, все строки записываются разом.',
  },
};

export default clients;
