import type refusalsUz from './refusals.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the refusals screens. */
const refusals: Shape<typeof refusalsUz> = {
  name: 'Отказ |||| Отказы |||| Отказов',
  fields: {
    client: 'Клиент',
    room: 'Квартира',
    building: 'Дом',
    currency: 'Валюта',
    refund_due: 'К возврату',
    refunded_amount: 'Возвращено',
    remaining: 'Осталось',
    status: 'Статус',
    created_at: 'Дата',
    comment: 'Комментарий',
    q: 'Поиск',
  },
  status: {
    paid: 'Возвращено полностью',
    partial: 'Возвращено частично',
    unpaid: 'Не возвращено',
  },
  page: {
    empty: 'Отказов пока нет',
    invite: 'Если клиент отказался от подтверждённой продажи, оформите отказ здесь.',
    not_found: 'Отказ не найден',
  },
  action: {
    create: 'Оформить отказ',
    back_to_list: 'К списку отказов',
    submit: 'Оформить отказ',
    payout: 'Выплатить клиенту',
  },
  create: {
    help: 'Выберите подтверждённую продажу: квартира освободится, долг закроется, а клиенту нужно будет вернуть уплаченное.',
    sale: 'Продажа',
    sale_placeholder: 'Имя клиента, телефон или номер квартиры',
    no_sales: 'Подтверждённых продаж не найдено',
    sold_amount: 'Сумма продажи',
    first_payment: 'Первоначальный взнос',
    debt_paid: 'Оплачено по долгу',
    refund_due: 'Вернуть клиенту',
    due_note: 'Итоговую сумму рассчитывает и сохраняет сервер.',
    warning: 'Отказ нельзя отменить: продажа аннулируется, квартира освобождается, долг закрывается.',
  },
  detail: {
    title: 'Отказ №%{id}',
    payouts: 'Выплаты клиенту',
    no_payouts: 'Клиенту пока ничего не выплачено',
    payouts_failed: 'Не удалось загрузить выплаты',
  },
  payout: {
    title: 'Возврат денег клиенту',
    remaining: 'Осталось вернуть: %{amount}',
    wallet: 'Кошелёк',
    wallet_hint: 'Только кошельки в валюте отказа',
    amount: 'Сумма',
  },
  validation: {
    above_remaining: 'Сумма не может превышать оставшуюся к возврату',
  },
  confirm: {
    create_title: 'Оформить отказ?',
    create: 'Продажа «%{sale}» будет аннулирована. Это действие нельзя отменить.',
    payout_title: 'Подтвердить выплату?',
    payout: 'Клиенту %{client} будет выплачено %{amount} из кошелька «%{wallet}».',
  },
  notifications: {
    created: 'Отказ оформлен',
    paid: 'Выплата сохранена',
  },
};

export default refusals;
