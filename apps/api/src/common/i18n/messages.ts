import { ErrorCode, Locale } from '@mijozlar/shared';
import { moneyRu, moneyUz } from './money.messages';

type Params = Record<string, string | number>;
type Catalogue = Record<string, string>;

/**
 * API messages by code. Uzbek is the source; Russian must have every key (checked by a unit test).
 * Uzbek Latin letters as the admin writes them: oʻ and gʻ with U+02BB, the tutuq belgisi with U+02BC.
 */
const uz = {
  [ErrorCode.VALIDATION]: 'Maʼlumotlar notoʻgʻri',
  [ErrorCode.REQUIRED]: 'Bu maydon boʻsh boʻlishi mumkin emas',
  [ErrorCode.INVALID]: 'Qiymat notoʻgʻri',
  [ErrorCode.INVALID_PHONE]: 'Telefon raqami notoʻgʻri. Namuna: +998 (90) 123-45-67',
  [ErrorCode.TOO_SHORT]: 'Kamida {min} ta belgi boʻlishi kerak',
  [ErrorCode.TOO_LONG]: 'Koʻpi bilan {max} ta belgi boʻlishi mumkin',
  [ErrorCode.UNKNOWN_FIELD]: 'Nomaʼlum maydon',
  [ErrorCode.NOT_FOUND]: 'Topilmadi',
  [ErrorCode.CONFLICT]: 'Amalni bajarib boʻlmaydi: maʼlumotlar oʻzgargan',
  [ErrorCode.UNIQUE]: 'Bunday qiymat allaqachon mavjud',
  [ErrorCode.IN_USE]: 'Oʻchirib boʻlmaydi: bu yozuv boshqa maʼlumotlarda ishlatilgan',
  [ErrorCode.BAD_REQUEST]: 'Soʻrov notoʻgʻri',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'Yuborilgan maʼlumot hajmi juda katta',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Urinishlar juda koʻp. {seconds} soniyadan keyin qayta urinib koʻring',
  [ErrorCode.UNAUTHORIZED]: 'Tizimga kiring',
  [ErrorCode.FORBIDDEN]: 'Bu amal uchun ruxsatingiz yoʻq',
  [ErrorCode.INTERNAL]: 'Serverda xatolik yuz berdi. Administratorga murojaat qiling',
  [ErrorCode.INVALID_CREDENTIALS]: 'Foydalanuvchi topilmadi yoki parol notoʻgʻri',
  [ErrorCode.TOKEN_INVALID]: 'Sessiya tugagan yoki token notoʻgʻri. Qaytadan kiring',
  [ErrorCode.CODE_INVALID]: 'Kod notoʻgʻri yoki muddati tugagan',
  [ErrorCode.CODE_EXPIRED]: 'Kodning muddati tugagan. Yangi kod soʻrang',
  [ErrorCode.RESEND_TOO_SOON]: 'Yangi kodni {seconds} soniyadan keyin soʻrash mumkin',
  [ErrorCode.VERIFICATION_KEY_INVALID]: 'Tasdiqlash kaliti notoʻgʻri yoki muddati tugagan. Qaytadan boshlang',
  [ErrorCode.PASSWORDS_DO_NOT_MATCH]: 'Parollar mos kelmadi',
  [ErrorCode.CLIENT_OR_LID]: 'Mijoz yoki lidni tanlang, ikkalasini emas!',
  [ErrorCode.RECIPIENT_REQUIRED]: 'Kimga yuborishni tanlang!',
  'client.has_debts': 'Mijozning yopilmagan qarzlari bor, uni oʻchirib boʻlmaydi',
  'client.has_sales': 'Mijozning kutilayotgan yoki tasdiqlangan sotuvlari bor, uni oʻchirib boʻlmaydi',
  'lid.already_converted': 'Bu lid allaqachon mijozga aylantirilgan',
  'people_group.computed': 'Bu guruh avtomatik tuziladi, uni oʻzgartirib yoki oʻchirib boʻlmaydi',
  'user.self_delete': 'Oʻzingizni oʻchira olmaysiz',
  'user.self_deactivate': 'Oʻzingizni faolsizlantira olmaysiz',
  'user.in_use': 'Foydalanuvchining yozuvlari bor, uni oʻchirib boʻlmaydi. Uni faolsizlantiring',
  'role.in_use': 'Bu rolda foydalanuvchilar bor, uni oʻchirib boʻlmaydi',
  'recovery.sent': 'Agar bu raqam roʻyxatdan oʻtgan boʻlsa, unga tasdiqlash kodi yuborildi',
  'recovery.sms': 'Mijozlar: parolni tiklash kodi {code}. Kod 3 daqiqa amal qiladi. Hech kimga bermang.',
  'recovery.done': 'Parol oʻzgartirildi. Yangi parol bilan kiring',
  'auth.logged_out': 'Tizimdan chiqdingiz',
  // inventory (buildings, rooms, import, uploads)
  'building.has_sales': 'Binoni oʻchirib boʻlmaydi: unda sotilgan yoki band qilingan xonadonlar bor',
  'building.rooms_outside': 'Binoda bu chegaradan tashqarida turgan xonadonlar bor',
  'room.floor_out_of_range': 'Qavat 1 dan {max} gacha boʻlishi kerak',
  'room.entrance_out_of_range': 'Podyezd 1 dan {max} gacha boʻlishi kerak',
  'room.booking_date_past': 'Bron tugash sanasi oʻtib ketgan boʻlmasligi kerak',
  'room.buyer_required': 'Mijoz yoki lidni tanlang',
  'room.has_sales': 'Xonadonni oʻchirib boʻlmaydi: unda sotuvlar yoki qarzlar bor',
  'room.sale_active': 'Xonadonning faol sotuvi bor: holati va xaridori sotuv orqali oʻzgaradi',
  'import.not_xlsx': 'Fayl .xlsx (Excel) formatida boʻlishi kerak',
  'import.too_large': 'Fayl juda katta yoki shikastlangan',
  'import.no_header': 'Sarlavha qatori topilmadi. Namuna faylidan foydalaning',
  'import.too_many_rows': 'Faylda koʻpi bilan {max} ta qator boʻlishi mumkin',
  'import.missing_column': 'Ustun topilmadi',
  'import.duplicate': 'Bu raqam faylda takrorlangan',
  'import.no_rows': 'Faylda maʼlumotli qator yoʻq',
  'import.status_not_allowed': 'Import orqali faqat boʻsh yoki yopiq holat beriladi',
  'upload.type': 'Faqat JPEG, PNG yoki WebP rasm yuklash mumkin',
  'upload.too_many': 'Bir vaqtda koʻpi bilan {max} ta rasm yuklash mumkin',
  ...moneyUz,
} satisfies Catalogue;

export type MessageCode = keyof typeof uz;

const ru: Record<MessageCode, string> = {
  [ErrorCode.VALIDATION]: 'Данные указаны неверно',
  [ErrorCode.REQUIRED]: 'Это поле не может быть пустым',
  [ErrorCode.INVALID]: 'Недопустимое значение',
  [ErrorCode.INVALID_PHONE]: 'Неверный номер телефона. Пример: +998 (90) 123-45-67',
  [ErrorCode.TOO_SHORT]: 'Должно быть не меньше {min} символов',
  [ErrorCode.TOO_LONG]: 'Должно быть не больше {max} символов',
  [ErrorCode.UNKNOWN_FIELD]: 'Неизвестное поле',
  [ErrorCode.NOT_FOUND]: 'Не найдено',
  [ErrorCode.CONFLICT]: 'Действие невозможно: данные изменились',
  [ErrorCode.UNIQUE]: 'Такое значение уже существует',
  [ErrorCode.IN_USE]: 'Нельзя удалить: запись используется в других данных',
  [ErrorCode.BAD_REQUEST]: 'Неверный запрос',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'Слишком большой объём данных',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Слишком много попыток. Повторите через {seconds} с',
  [ErrorCode.UNAUTHORIZED]: 'Войдите в систему',
  [ErrorCode.FORBIDDEN]: 'У вас нет прав на это действие',
  [ErrorCode.INTERNAL]: 'Ошибка на сервере. Обратитесь к администратору',
  [ErrorCode.INVALID_CREDENTIALS]: 'Пользователь не найден или пароль неверен',
  [ErrorCode.TOKEN_INVALID]: 'Сессия истекла или токен недействителен. Войдите снова',
  [ErrorCode.CODE_INVALID]: 'Код неверен или устарел',
  [ErrorCode.CODE_EXPIRED]: 'Срок действия кода истёк. Запросите новый код',
  [ErrorCode.RESEND_TOO_SOON]: 'Новый код можно запросить через {seconds} с',
  [ErrorCode.VERIFICATION_KEY_INVALID]: 'Ключ подтверждения неверен или устарел. Начните заново',
  [ErrorCode.PASSWORDS_DO_NOT_MATCH]: 'Пароли не совпадают',
  [ErrorCode.CLIENT_OR_LID]: 'Выберите клиента или лида, но не обоих!',
  [ErrorCode.RECIPIENT_REQUIRED]: 'Выберите, кому отправить!',
  'client.has_debts': 'У клиента есть незакрытые долги, удалить его нельзя',
  'client.has_sales': 'У клиента есть ожидающие или подтверждённые продажи, удалить его нельзя',
  'lid.already_converted': 'Этот лид уже переведён в клиенты',
  'people_group.computed': 'Эта группа формируется автоматически, её нельзя изменить или удалить',
  'user.self_delete': 'Нельзя удалить самого себя',
  'user.self_deactivate': 'Нельзя деактивировать самого себя',
  'user.in_use': 'У пользователя есть записи, удалить его нельзя. Деактивируйте его',
  'role.in_use': 'В этой роли есть пользователи, удалить её нельзя',
  'recovery.sent': 'Если этот номер зарегистрирован, на него отправлен код подтверждения',
  'recovery.sms': 'Mijozlar: код восстановления пароля {code}. Код действует 3 минуты. Никому не сообщайте.',
  'recovery.done': 'Пароль изменён. Войдите с новым паролем',
  'auth.logged_out': 'Вы вышли из системы',
  // inventory (buildings, rooms, import, uploads)
  'building.has_sales': 'Нельзя удалить дом: в нём есть проданные или забронированные квартиры',
  'building.rooms_outside': 'В доме есть квартиры за пределами этого значения',
  'room.floor_out_of_range': 'Этаж должен быть от 1 до {max}',
  'room.entrance_out_of_range': 'Подъезд должен быть от 1 до {max}',
  'room.booking_date_past': 'Дата окончания брони не может быть в прошлом',
  'room.buyer_required': 'Выберите клиента или лида',
  'room.has_sales': 'Нельзя удалить квартиру: по ней есть продажи или долги',
  'room.sale_active': 'По квартире есть активная продажа: статус и покупатель меняются через продажу',
  'import.not_xlsx': 'Файл должен быть в формате .xlsx (Excel)',
  'import.too_large': 'Файл слишком большой или повреждён',
  'import.no_header': 'Не найдена строка заголовков. Используйте файл-шаблон',
  'import.too_many_rows': 'В файле может быть не больше {max} строк',
  'import.missing_column': 'Столбец не найден',
  'import.duplicate': 'Этот номер повторяется в файле',
  'import.no_rows': 'В файле нет строк с данными',
  'import.status_not_allowed': 'При импорте допускается только статус «свободна» или «закрыта»',
  'upload.type': 'Можно загрузить только изображение JPEG, PNG или WebP',
  'upload.too_many': 'За один раз можно загрузить не больше {max} изображений',
  ...moneyRu,
};

export const catalogues: Record<Locale, Record<MessageCode, string>> = { uz, ru };

export function translate(locale: Locale, code: string, params: Params = {}): string {
  const template =
    (catalogues[locale] as Record<string, string>)[code] ??
    (catalogues.uz as Record<string, string>)[code] ??
    (catalogues[locale] as Record<string, string>)[ErrorCode.INVALID];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}
