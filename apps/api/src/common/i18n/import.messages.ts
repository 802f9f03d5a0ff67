import { ImportError, type ImportErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of spreadsheet imports. */
export const importMessages = {
  uz: {
    [ImportError.NOT_XLSX]: 'Fayl .xlsx (Excel) formatida boʻlishi kerak',
    [ImportError.TOO_LARGE]: 'Fayl juda katta yoki shikastlangan',
    [ImportError.NO_HEADER]: 'Sarlavha qatori topilmadi. Namuna faylidan foydalaning',
    [ImportError.TOO_MANY_ROWS]: 'Faylda koʻpi bilan {max} ta qator boʻlishi mumkin',
    [ImportError.MISSING_COLUMN]: 'Ustun topilmadi',
    [ImportError.DUPLICATE]: 'Bu raqam faylda takrorlangan',
    [ImportError.NO_ROWS]: 'Faylda maʼlumotli qator yoʻq',
    [ImportError.STATUS_NOT_ALLOWED]: 'Import orqali faqat shu holatlar beriladi: {allowed}. Bron va sotuv xonadon sahifasida rasmiylashtiriladi',
    [ImportError.NOT_IN_LIST]: 'Bunday qiymat yoʻq. Mumkin boʻlgan qiymatlar: {allowed}',
    [ImportError.CITY_NOT_FOUND]: 'Bunday shahar yoki tuman topilmadi. Viloyat ustunini ham toʻldiring: xatoda shu viloyatning shahar va tumanlari sanaladi',
    [ImportError.CITY_AMBIGUOUS]: 'Bu nomli shahar yoki tuman bir nechta viloyatda bor. Viloyatni ham yozing: {allowed}',
    [ImportError.OVER_PLANNED]: 'Diqqat: importdan keyin binoda {total} ta xonadon boʻladi, rejada esa {planned} ta. Bino maʼlumotlarini tekshiring',
    [ImportError.PHONE_EXISTS]: 'Bu telefon raqamli mijoz bazada allaqachon bor',
    [ImportError.TOO_MANY_COLUMNS]: 'Faylda koʻpi bilan {max} ta ustun boʻlishi mumkin',
    [ImportError.TOO_MANY_CELLS]: 'Faylda koʻpi bilan {max} ta toʻldirilgan katak boʻlishi mumkin',
    [ImportError.IN_PROGRESS]: 'Oldingi import hali tugamadi. U tugagach qayta urinib koʻring',
    [ImportError.BUSY]: 'Server hozir boshqa importlarni bajarmoqda. {seconds} soniyadan keyin qayta urinib koʻring',
  },
  ru: {
    [ImportError.NOT_XLSX]: 'Файл должен быть в формате .xlsx (Excel)',
    [ImportError.TOO_LARGE]: 'Файл слишком большой или повреждён',
    [ImportError.NO_HEADER]: 'Не найдена строка заголовков. Используйте файл-шаблон',
    [ImportError.TOO_MANY_ROWS]: 'В файле может быть не больше {max} строк',
    [ImportError.MISSING_COLUMN]: 'Столбец не найден',
    [ImportError.DUPLICATE]: 'Этот номер повторяется в файле',
    [ImportError.NO_ROWS]: 'В файле нет строк с данными',
    [ImportError.STATUS_NOT_ALLOWED]: 'При импорте допускаются только статусы: {allowed}. Бронь и продажа оформляются на странице квартиры',
    [ImportError.NOT_IN_LIST]: 'Такого значения нет. Допустимые значения: {allowed}',
    [ImportError.CITY_NOT_FOUND]: 'Такой город или район не найден. Заполните и столбец региона: тогда в ошибке будут перечислены его города и районы',
    [ImportError.CITY_AMBIGUOUS]: 'Город или район с таким названием есть в нескольких регионах. Укажите и регион: {allowed}',
    [ImportError.OVER_PLANNED]: 'Внимание: после импорта квартир в доме будет {total}, а по плану — {planned}. Проверьте данные дома',
    [ImportError.PHONE_EXISTS]: 'Клиент с этим номером телефона уже есть в базе',
    [ImportError.TOO_MANY_COLUMNS]: 'В файле может быть не больше {max} столбцов',
    [ImportError.TOO_MANY_CELLS]: 'В файле может быть не больше {max} заполненных ячеек',
    [ImportError.IN_PROGRESS]: 'Предыдущий импорт ещё не завершён. Повторите после его окончания',
    [ImportError.BUSY]: 'Сервер сейчас выполняет другие импорты. Повторите через {seconds} с',
  },
} satisfies DomainMessages<ImportErrorCode>;
