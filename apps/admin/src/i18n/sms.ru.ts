import type smsUz from './sms.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the SMS screens. */
const sms: Shape<typeof smsUz> = {
  name: 'СМС |||| СМС |||| СМС',
  fields: {
    created_at: 'Время',
    recipient: 'Получатель',
    text: 'Текст сообщения',
    status: 'Статус',
    clients: 'Клиенты',
    lids: 'Лиды',
    people_group: 'Группа',
    q: 'Поиск',
  },
  page: {
    list: 'Отправленные СМС',
    create: 'Отправить СМС',
    empty: 'СМС ещё не отправлялись',
    invite: 'Отправьте сообщение клиентам, лидам или группе — здесь будет виден его статус.',
  },
  action: {
    create: 'Отправить СМС',
    send: 'Отправить',
    back_to_list: 'Список СМС',
  },
  status: {
    not_sent: 'Не отправлено',
    queued: 'В очереди',
    sent: 'Отправлено',
    sent_at: 'Отправлено: %{date}',
    failed: 'Ошибка',
    failed_reason: 'Ошибка: %{reason}',
    no_reason: 'причина неизвестна',
  },
  counter: {
    gsm: 'Латиница (GSM)',
    unicode: 'Кириллица / Unicode',
    summary: '%{length} симв. · %{parts} СМС · до %{per_part} симв. в каждой · осталось %{remaining}',
  },
  validation: {
    recipient_required: 'Выберите, кому отправить!',
    client_or_lid: 'Выберите либо клиента, либо лида, но не обоих!',
  },
  sections: {
    recipients: 'Получатели',
    recipients_help: 'Выберите клиентов, лидов или группу. Клиентов и лидов вместе выбрать нельзя.',
    message: 'Сообщение',
    message_help: 'СМС латиницей — 160 символов (при разбиении 153), кириллицей — 70 (67).',
  },
  helpers: {
    search: 'Поиск по имени или телефону',
  },
  summary: {
    clients: '%{smart_count} клиент |||| %{smart_count} клиента |||| %{smart_count} клиентов',
    lids: '%{smart_count} лид |||| %{smart_count} лида |||| %{smart_count} лидов',
    group: 'участники группы',
    nobody: 'Пока никто не выбран',
  },
  confirm: {
    title: 'Отправить СМС?',
    content: 'Сообщение получат: %{recipients}. Отправленное СМС вернуть нельзя.',
  },
  notifications: {
    sent: 'Сообщение отправлено',
  },
};

export default sms;
