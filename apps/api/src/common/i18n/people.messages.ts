import { ClientError, LidError, type PeopleErrorCode, PeopleGroupError } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of clients, lids and SMS groups. */
export const peopleMessages = {
  uz: {
    [ClientError.HAS_DEBTS]: 'Mijozning yopilmagan qarzlari bor, uni oʻchirib boʻlmaydi',
    [ClientError.HAS_SALES]: 'Mijozning kutilayotgan yoki tasdiqlangan sotuvlari bor, uni oʻchirib boʻlmaydi',
    [ClientError.PHONE_EXISTS]: 'Bu telefon raqamli mijoz allaqachon mavjud',
    [ClientError.PINFL_INVALID]: 'JShShIR 14 ta raqamdan iborat boʻlishi kerak',
    [ClientError.PASSPORT_SERIES_INVALID]: 'Pasport seriyasi 1–10 ta lotin harfidan iborat boʻlishi kerak (masalan, AA)',
    [ClientError.PASSPORT_NUMBER_INVALID]: 'Pasport raqami 1–20 ta raqam yoki harfdan iborat boʻlishi kerak',
    [LidError.ALREADY_CONVERTED]: 'Bu lid allaqachon mijozga aylantirilgan',
    [PeopleGroupError.COMPUTED]: 'Bu guruh avtomatik tuziladi, uni oʻzgartirib yoki oʻchirib boʻlmaydi',
  },
  ru: {
    [ClientError.HAS_DEBTS]: 'У клиента есть незакрытые долги, удалить его нельзя',
    [ClientError.HAS_SALES]: 'У клиента есть ожидающие или подтверждённые продажи, удалить его нельзя',
    [ClientError.PHONE_EXISTS]: 'Клиент с этим номером телефона уже существует',
    [ClientError.PINFL_INVALID]: 'ПИНФЛ должен состоять из 14 цифр',
    [ClientError.PASSPORT_SERIES_INVALID]: 'Серия паспорта — от 1 до 10 латинских букв (например, AA)',
    [ClientError.PASSPORT_NUMBER_INVALID]: 'Номер паспорта — от 1 до 20 цифр или букв',
    [LidError.ALREADY_CONVERTED]: 'Этот лид уже переведён в клиенты',
    [PeopleGroupError.COMPUTED]: 'Эта группа формируется автоматически, её нельзя изменить или удалить',
  },
} satisfies DomainMessages<PeopleErrorCode>;
