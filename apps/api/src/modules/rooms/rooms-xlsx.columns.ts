import { columns } from '../../common/xlsx';

export type RoomColumnKey = 'number' | 'floor' | 'entrance' | 'area' | 'rooms_count' | 'price' | 'currency' | 'status' | 'block' | 'description';

/** The rooms sheet: what the export writes and the import reads (headers in uz or ru). */
export const ROOM_COLUMNS = columns<RoomColumnKey>(
  'text    number       10  Raqam | Номер',
  'int     floor         8  Qavat | Этаж',
  'int     entrance      9  Podyezd | Подъезд',
  'decimal area         13  Maydon (m²) | Площадь (м²)',
  'int     rooms_count  12  Xonalar soni | Количество комнат',
  'decimal price        16  Narx | Цена',
  'text    currency      9  Valyuta | Валюта',
  'text    status       16  Holat | Статус',
  'text    block        10  Blok | Блок',
  'text    description  40  Izoh | Описание',
);

export const REQUIRED_ROOM_COLUMNS: RoomColumnKey[] = ['number', 'floor', 'entrance', 'area', 'price'];
