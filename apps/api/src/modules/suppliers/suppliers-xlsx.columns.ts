import type { Locale } from '@mijozlar/shared';
import { columns } from '../../common/xlsx';

export const SUPPLIER_COLUMNS = columns(
  'int     id             8  ID | ID',
  'text    name          30  Taʼminotchi | Поставщик',
  'text    material      22  Material | Материал',
  'text    phone_number  16  Telefon | Телефон',
  'decimal debt_uzs      18  Qarz (UZS) | Долг (UZS)',
  'decimal debt_usd      16  Qarz (USD) | Долг (USD)',
);

export const SUPPLIERS_SHEET: Record<Locale, string> = { uz: 'Taʼminotchilar', ru: 'Поставщики' };

export const OPERATION_COLUMNS = columns(
  'int     id                   8  ID | ID',
  'text    date                12  Sana | Дата',
  'text    supplier            26  Taʼminotchi | Поставщик',
  'text    kind                12  Turi | Вид',
  'int     floor                7  Qavat | Этаж',
  'text    material            18  Material | Материал',
  'text    model               14  Model | Модель',
  'text    unit                10  Oʻlchov birligi | Ед. изм.',
  'decimal unit_amount         12  Miqdori | Количество',
  'decimal unit_price          14  Birlik narxi | Цена за ед.',
  'decimal operation_price     16  Summa | Сумма',
  'text    currency             8  Valyuta | Валюта',
  'text    wallet              20  Hamyon | Кошелёк',
  'decimal wallet_payment      16  Hamyondan toʻlov | Оплата из кошелька',
  'text    wallet_currency      9  Hamyon valyutasi | Валюта кошелька',
  'decimal fee_percentage      10  Komissiya, % | Комиссия, %',
  'decimal actual_payment      16  Haqiqiy toʻlov | Фактическая оплата',
  'decimal actual_payment_usd  14  Haqiqiy toʻlov (USD) | Фактическая оплата (USD)',
  'text    exchange_rate       14  Kurs | Курс',
  'text    construction        20  Qurilish obyekti | Объект стройки',
  'text    machine_number      14  Mashina raqami | Номер машины',
  'text    comment             36  Izoh | Комментарий',
);

export const OPERATIONS_SHEET: Record<Locale, string> = { uz: 'Taʼminotchi operatsiyalari', ru: 'Операции поставщиков' };

export const KIND_NAMES: Record<'delivery' | 'payment', Record<Locale, string>> = {
  delivery: { uz: 'Yetkazib berish', ru: 'Поставка' },
  payment: { uz: 'Toʻlov', ru: 'Оплата' },
};
