import type { XlsxColumn } from '../../common/xlsx';

export type RoomColumnKey = 'number' | 'floor' | 'entrance' | 'area' | 'rooms_count' | 'price' | 'currency' | 'status' | 'block' | 'description';

/** The rooms sheet: what the export writes and the import reads (headers in uz or ru). */
export const ROOM_COLUMNS: XlsxColumn<RoomColumnKey>[] = [
  { key: 'number', kind: 'text', header: { uz: 'Raqam', ru: 'Номер' }, width: 10 },
  { key: 'floor', kind: 'int', header: { uz: 'Qavat', ru: 'Этаж' }, width: 8 },
  { key: 'entrance', kind: 'int', header: { uz: 'Podyezd', ru: 'Подъезд' }, width: 9 },
  { key: 'area', kind: 'decimal', header: { uz: 'Maydon (m²)', ru: 'Площадь (м²)' }, width: 13 },
  { key: 'rooms_count', kind: 'int', header: { uz: 'Xonalar soni', ru: 'Количество комнат' }, width: 12 },
  { key: 'price', kind: 'decimal', header: { uz: 'Narx', ru: 'Цена' }, width: 16 },
  { key: 'currency', kind: 'text', header: { uz: 'Valyuta', ru: 'Валюта' }, width: 9 },
  { key: 'status', kind: 'text', header: { uz: 'Holat', ru: 'Статус' }, width: 16 },
  { key: 'block', kind: 'text', header: { uz: 'Blok', ru: 'Блок' }, width: 10 },
  { key: 'description', kind: 'text', header: { uz: 'Izoh', ru: 'Описание' }, width: 40 },
];

export const REQUIRED_ROOM_COLUMNS: RoomColumnKey[] = ['number', 'floor', 'entrance', 'area', 'price'];
