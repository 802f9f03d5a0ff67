import type { Locale } from '@mijozlar/shared';
import type { OperationType, WalletOperationKind } from '../../generated/prisma/client';
import { columns } from '../../common/xlsx';

export const OPERATION_COLUMNS = columns(
  'int     id               9  ID | ID',
  'text    date            17  Sana | Дата',
  'text    wallet          22  Hamyon | Кошелёк',
  'text    currency         8  Valyuta | Валюта',
  'text    operation_type  11  Yoʻnalish | Направление',
  'text    kind            16  Turi | Вид',
  'decimal amount          16  Summa | Сумма',
  'text    exchange_rate   14  Kurs | Курс',
  'decimal amount_usd      14  Summa (USD) | Сумма (USD)',
  'text    method          16  Toʻlov usuli | Способ оплаты',
  'text    comment         40  Izoh | Комментарий',
  'text    executor        22  Bajaruvchi | Исполнитель',
  'int     reversal_of     12  Bekor qiladi (ID) | Сторно операции (ID)',
  'int     reversed_by     12  Bekor qilingan (ID) | Отменена операцией (ID)',
);

export const SHEET_NAME: Record<Locale, string> = { uz: 'Operatsiyalar', ru: 'Операции' };

export const OPERATION_TYPE_NAMES: Record<OperationType, Record<Locale, string>> = {
  replenish: { uz: 'Kirim', ru: 'Приход' },
  withdraw: { uz: 'Chiqim', ru: 'Расход' },
};

export const KIND_NAMES: Record<WalletOperationKind, Record<Locale, string>> = {
  inflow: { uz: 'Kirim', ru: 'Поступление' },
  outflow: { uz: 'Chiqim', ru: 'Расход' },
  investments: { uz: 'Investitsiya', ru: 'Инвестиции' },
  salary: { uz: 'Ish haqi', ru: 'Зарплата' },
  prepaid: { uz: 'Oldindan toʻlov', ru: 'Предоплата' },
  selling: { uz: 'Sotuv', ru: 'Продажа' },
  payment: { uz: 'Mijoz toʻlovi', ru: 'Платёж клиента' },
  transfer: { uz: 'Oʻtkazma', ru: 'Перевод' },
  construction: { uz: 'Qurilish', ru: 'Стройка' },
  return_refusal: { uz: 'Voz kechish qaytarimi', ru: 'Возврат по отказу' },
};

export { tashkentDateTime } from '../../common/clock/clock';
