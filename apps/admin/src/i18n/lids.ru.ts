import type lidsUz from './lids.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the leads screens. */
const lids: Shape<typeof lidsUz> = {
  name: 'Лид |||| Лиды |||| Лиды',
  fields: {
    id: 'ID',
    name: 'Ф.И.О.',
    phone_number: 'Номер телефона',
    company_name: 'Компания',
    status: 'Статус',
    status_name: 'Статус',
    region: 'Область',
    city: 'Город / район',
    place: 'Адрес',
    seller: 'Продавец',
    seller_name: 'Продавец',
    operator_name: 'Оператор',
    note: 'Заметка',
    add_note: 'Добавить заметку',
    source_of_interest: 'Источник интереса',
    source_name: 'Источник',
    call_date: 'Дата звонка',
    next_call_date: 'Следующий звонок',
    archived: 'В архиве',
    created_at: 'Дата добавления',
    q: 'Поиск',
  },
  page: {
    list: 'Лиды',
    create: 'Новый лид',
    edit: 'Редактирование лида: %{name}',
    empty: 'Лидов пока нет',
    invite: 'Добавьте первого человека, который позвонил или проявил интерес.',
    not_found: 'Лид не найден',
    no_note: 'Заметки нет',
  },
  action: {
    create: 'Добавить лида',
    back_to_list: 'Список лидов',
  },
  tabs: {
    label: 'Фильтр лидов',
    all: 'Все',
    new: 'Новые',
    in_process: 'В процессе',
    cancelled: 'Отменённые',
    today: 'Отмеченные на сегодня',
    overdue: 'Просроченные',
    archived: 'Архив',
  },
  calls: {
    today: 'Сегодня',
    overdue: 'Просрочено',
  },
  sections: {
    main: 'О лиде',
    work: 'Работа с лидом',
    details: 'Подробности',
  },
  helpers: {
    archived: 'Лид из архива виден только на вкладке «Архив»',
  },
  seller: {
    none: 'Продавец не найден',
  },
  notifications: {
    created: 'Лид добавлен',
    updated: 'Лид сохранён',
    converted: 'Лид добавлен в клиенты',
  },
  talks: {
    title: 'Разговоры',
    add: 'Добавить разговор',
    talk_date: 'Дата разговора',
    next_call_date: 'Следующий звонок',
    next_call_help: 'Необязательно: дата следующего звонка лида обновится',
    result: 'Итог разговора',
    save: 'Сохранить разговор',
    empty: 'Разговоров пока нет. После первого звонка запишите его итог.',
    added: 'Разговор добавлен',
  },
  convert: {
    action: 'Сделать клиентом',
    title: 'Перевод лида в клиенты',
    content: 'Добавить %{name} в клиенты? Данные и история лида перейдут к клиенту.',
    confirm: 'Да, сделать клиентом',
    done: '%{name} теперь в списке клиентов.',
    done_chip: 'Переведён в клиенты',
    open_client: 'Открыть клиента',
  },
};

export default lids;
