import { BuildingError, type InventoryErrorCode, RoomError, UploadError } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of buildings, rooms and image uploads. */
export const inventoryMessages = {
  uz: {
    [BuildingError.HAS_SALES]: 'Binoni oʻchirib boʻlmaydi: unda sotilgan yoki band qilingan xonadonlar bor',
    [BuildingError.ROOMS_OUTSIDE]: 'Binoda bu chegaradan tashqarida turgan xonadonlar bor',
    [RoomError.FLOOR_OUT_OF_RANGE]: 'Qavat 1 dan {max} gacha boʻlishi kerak',
    [RoomError.ENTRANCE_OUT_OF_RANGE]: 'Podyezd 1 dan {max} gacha boʻlishi kerak',
    [RoomError.BOOKING_DATE_PAST]: 'Bron tugash sanasi oʻtib ketgan boʻlmasligi kerak',
    [RoomError.BUYER_REQUIRED]: 'Mijoz yoki lidni tanlang',
    [RoomError.HAS_SALES]: 'Xonadonni oʻchirib boʻlmaydi: unda sotuvlar yoki qarzlar bor',
    [RoomError.SALE_ACTIVE]: 'Xonadonning faol sotuvi bor: holati va xaridori sotuv orqali oʻzgaradi',
    [RoomError.NOT_FREE]: 'Xonadon boʻsh emas: u sotilgan yoki band qilingan',
    [UploadError.TYPE]: 'Faqat JPEG, PNG yoki WebP rasm yuklash mumkin',
    [UploadError.TOO_MANY]: 'Bir vaqtda koʻpi bilan {max} ta rasm yuklash mumkin',
  },
  ru: {
    [BuildingError.HAS_SALES]: 'Нельзя удалить дом: в нём есть проданные или забронированные квартиры',
    [BuildingError.ROOMS_OUTSIDE]: 'В доме есть квартиры за пределами этого значения',
    [RoomError.FLOOR_OUT_OF_RANGE]: 'Этаж должен быть от 1 до {max}',
    [RoomError.ENTRANCE_OUT_OF_RANGE]: 'Подъезд должен быть от 1 до {max}',
    [RoomError.BOOKING_DATE_PAST]: 'Дата окончания брони не может быть в прошлом',
    [RoomError.BUYER_REQUIRED]: 'Выберите клиента или лида',
    [RoomError.HAS_SALES]: 'Нельзя удалить квартиру: по ней есть продажи или долги',
    [RoomError.SALE_ACTIVE]: 'По квартире есть активная продажа: статус и покупатель меняются через продажу',
    [RoomError.NOT_FREE]: 'Квартира не свободна: она продана или забронирована',
    [UploadError.TYPE]: 'Можно загрузить только изображение JPEG, PNG или WebP',
    [UploadError.TOO_MANY]: 'За один раз можно загрузить не больше {max} изображений',
  },
} satisfies DomainMessages<InventoryErrorCode>;
