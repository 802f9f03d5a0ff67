import type constructionUz from './construction.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the construction screens. */
const construction: Shape<typeof constructionUz> = {
  name: 'Строительный объект |||| Строительные объекты |||| Строительных объектов',
  fields: {
    name: 'Название объекта',
    floor_count: 'Этажей',
    room_count: 'Квартир',
    entrance_count: 'Подъездов',
    spent: 'Всего потрачено',
    operations: 'Расходы из кошельков',
    deliveries: 'Поставки',
    created_at: 'Дата добавления',
    date: 'Дата',
    wallet: 'Кошелёк',
    amount: 'Сумма',
    method: 'Способ оплаты',
    comment: 'Комментарий',
    exchange_rate: 'Курс доллара (сумов за 1 USD)',
    source: 'Источник',
    currency: 'Валюта',
    details: 'Подробности',
    executor: 'Исполнитель',
    q: 'Поиск',
  },
  source: {
    wallet_operation: 'Расход из кошелька',
    supplier_delivery: 'Поставка',
  },
  filters: {
    date_from: 'С даты',
    date_to: 'По дату',
  },
  page: {
    empty: 'Строительных объектов пока нет',
    invite: 'Добавьте объект: его расходы и поставки материалов будут считаться здесь.',
    not_found: 'Строительный объект не найден',
    operations: 'Расходы и поставки',
    operations_empty: 'Расходов пока нет',
    operations_invite: 'Добавьте расход или загрузите файл Excel.',
    no_spending: 'Расходов пока нет',
    counts: '%{floors} эт. · %{rooms} кв. · %{entrances} подъезд.',
    floor: '%{floor} этаж',
  },
  action: {
    create: 'Добавить объект',
    edit: 'Изменить',
    delete: 'Удалить',
    back: 'К списку объектов',
    add_expense: 'Добавить расход',
    import: 'Загрузить из Excel',
    template: 'Файл-шаблон',
  },
  form: {
    create_title: 'Новый строительный объект',
    edit_title: 'Изменение объекта',
  },
  validation: {
    whole: 'Введите целое число',
  },
  expense: {
    title: 'Расход на стройку',
    hint: 'Деньги на объект «%{name}» списываются из выбранного кошелька.',
    save: 'Сохранить расход',
    balance: 'В кошельке: %{balance}',
    balance_after: 'В кошельке: %{balance} · останется: %{after}',
    short: 'В кошельке недостаточно средств',
    usd_value: 'В долларах: %{amount}',
    rate_hint: 'По этому курсу считается стоимость расхода в долларах',
  },
  confirm: {
    delete_title: 'Удалить объект?',
    delete: '«%{name}» будет удалён. Объект с расходами удалить нельзя.',
    expense_title: 'Подтвердите расход',
    expense: 'Из кошелька %{wallet} будет списано %{amount} как расход по объекту «%{name}».',
  },
  notifications: {
    created: 'Объект добавлен',
    updated: 'Объект сохранён',
    deleted: 'Объект удалён',
    expense_created: 'Расход записан',
  },
  import: {
    title: 'Загрузка расходов из Excel',
    intro:
      'Столбцы: Дата (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ), Кошелёк (название или ID), Сумма (в валюте кошелька), Способ оплаты (название или ID; пусто — наличные), Комментарий. Образец скачайте кнопкой «Файл-шаблон». Сначала файл проверяется; если хоть одна строка с ошибкой, ничего не записывается.',
  },
  reversal: {
    reversal_of: 'Отмена №%{id}',
    reversed_by: 'Отменена операцией №%{id}',
  },
  totals: {
    title: 'Итого',
    count: '%{smart_count} объект |||| %{smart_count} объекта |||| %{smart_count} объектов',
    operations_title: 'Итого по выбранным записям',
    operations_count: '%{smart_count} запись |||| %{smart_count} записи |||| %{smart_count} записей',
  },
  chart: {
    title: 'Расходы по месяцам',
    subtitle: 'Расходы из кошельков и поставки, по каждой валюте отдельно',
    empty: 'Расходов пока нет',
    currency: 'Валюта',
    thousand: 'тыс.',
    million: 'млн',
    billion: 'млрд',
    months: 'янв,фев,мар,апр,май,июн,июл,авг,сен,окт,ноя,дек',
  },
};

export default construction;
