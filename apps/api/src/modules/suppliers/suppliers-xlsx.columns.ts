import type { Locale } from '@mijozlar/shared';
import type { XlsxColumn } from '../../common/xlsx';

export const SUPPLIER_COLUMNS: XlsxColumn[] = [
  { key: 'id', kind: 'int', header: { uz: 'ID', ru: 'ID' }, width: 8 },
  { key: 'name', kind: 'text', header: { uz: 'Taʼminotchi', ru: 'Поставщик' }, width: 30 },
  { key: 'material', kind: 'text', header: { uz: 'Material', ru: 'Материал' }, width: 22 },
  { key: 'phone_number', kind: 'text', header: { uz: 'Telefon', ru: 'Телефон' }, width: 16 },
  { key: 'debt_uzs', kind: 'decimal', header: { uz: 'Qarz (UZS)', ru: 'Долг (UZS)' }, width: 18 },
  { key: 'debt_usd', kind: 'decimal', header: { uz: 'Qarz (USD)', ru: 'Долг (USD)' }, width: 16 },
];

export const SUPPLIERS_SHEET: Record<Locale, string> = { uz: 'Taʼminotchilar', ru: 'Поставщики' };

export const OPERATION_COLUMNS: XlsxColumn[] = [
  { key: 'id', kind: 'int', header: { uz: 'ID', ru: 'ID' }, width: 8 },
  { key: 'date', kind: 'text', header: { uz: 'Sana', ru: 'Дата' }, width: 12 },
  { key: 'supplier', kind: 'text', header: { uz: 'Taʼminotchi', ru: 'Поставщик' }, width: 26 },
  { key: 'kind', kind: 'text', header: { uz: 'Turi', ru: 'Вид' }, width: 12 },
  { key: 'floor', kind: 'int', header: { uz: 'Qavat', ru: 'Этаж' }, width: 7 },
  { key: 'material', kind: 'text', header: { uz: 'Material', ru: 'Материал' }, width: 18 },
  { key: 'model', kind: 'text', header: { uz: 'Model', ru: 'Модель' }, width: 14 },
  { key: 'unit', kind: 'text', header: { uz: 'Oʻlchov birligi', ru: 'Ед. изм.' }, width: 10 },
  { key: 'unit_amount', kind: 'decimal', header: { uz: 'Miqdori', ru: 'Количество' }, width: 12 },
  { key: 'unit_price', kind: 'decimal', header: { uz: 'Birlik narxi', ru: 'Цена за ед.' }, width: 14 },
  { key: 'operation_price', kind: 'decimal', header: { uz: 'Summa', ru: 'Сумма' }, width: 16 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 8 },
  { key: 'wallet', kind: 'text', header: { uz: 'Hamyon', ru: 'Кошелёк' }, width: 20 },
  { key: 'wallet_payment', kind: 'decimal', header: { uz: 'Hamyondan toʻlov', ru: 'Оплата из кошелька' }, width: 16 },
  { key: 'wallet_currency', kind: 'text', header: { uz: 'Hamyon valyutasi', ru: 'Валюта кошелька' }, width: 9 },
  { key: 'fee_percentage', kind: 'decimal', header: { uz: 'Komissiya, %', ru: 'Комиссия, %' }, width: 10 },
  { key: 'actual_payment', kind: 'decimal', header: { uz: 'Haqiqiy toʻlov', ru: 'Фактическая оплата' }, width: 16 },
  { key: 'actual_payment_usd', kind: 'decimal', header: { uz: 'Haqiqiy toʻlov (USD)', ru: 'Фактическая оплата (USD)' }, width: 14 },
  { key: 'exchange_rate', kind: 'text', header: { uz: 'Kurs', ru: 'Курс' }, width: 14 },
  { key: 'construction', kind: 'text', header: { uz: 'Qurilish obyekti', ru: 'Объект стройки' }, width: 20 },
  { key: 'machine_number', kind: 'text', header: { uz: 'Mashina raqami', ru: 'Номер машины' }, width: 14 },
  { key: 'comment', kind: 'text', header: { uz: 'Izoh', ru: 'Комментарий' }, width: 36 },
];

export const OPERATIONS_SHEET: Record<Locale, string> = { uz: 'Taʼminotchi operatsiyalari', ru: 'Операции поставщиков' };

export const KIND_NAMES: Record<'delivery' | 'payment', Record<Locale, string>> = {
  delivery: { uz: 'Yetkazib berish', ru: 'Поставка' },
  payment: { uz: 'Toʻlov', ru: 'Оплата' },
};
