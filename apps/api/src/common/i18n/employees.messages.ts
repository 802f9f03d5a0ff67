import { EmployeeError, type EmployeesErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of employees. */
export const employeesMessages = {
  uz: {
    [EmployeeError.HAS_HISTORY]: 'Xodimning hisob-kitob tarixi bor, uni oʻchirib boʻlmaydi. Uni faolsizlantiring',
    [EmployeeError.CURRENCY_LOCKED]: 'Xodimning hisob-kitob yozuvlari bor: ish haqi valyutasini oʻzgartirib boʻlmaydi',
    [EmployeeError.ACCRUAL_EXISTS]: 'Bu oy uchun ish haqi allaqachon hisoblangan',
    [EmployeeError.HOURS_EXISTS]: 'Bu kun uchun soatlar allaqachon kiritilgan. Avval eski yozuvni oʻchiring',
    [EmployeeError.NOT_MONTHLY]: 'Oylik hisoblash faqat oylik maoshli xodimlar uchun',
    [EmployeeError.NOT_HOURLY]: 'Ishlangan soatlar faqat soatbay ishlaydigan xodimlar uchun kiritiladi',
    [EmployeeError.INACTIVE]: 'Xodim faol emas: unga hisoblash kiritib boʻlmaydi',
    [EmployeeError.HOURS_INVALID]: 'Soatlar 0 dan katta va 24 dan oshmasligi kerak (masalan 7.5)',
    [EmployeeError.MONTH_FUTURE]: 'Kelgusi oylar uchun ish haqi hisoblab boʻlmaydi',
    [EmployeeError.NO_SALARY]: 'Xodimning oyligi koʻrsatilmagan: summani kiriting',
    [EmployeeError.ENTRY_IS_PAYMENT]: 'Bu yozuv toʻlovga bogʻlangan: uni bekor qilish uchun hamyon operatsiyasini bekor qiling',
    [EmployeeError.PAYMENT_TOO_SMALL]: 'Summa ish haqi valyutasida nolga teng boʻlib qoladi: kattaroq summa kiriting',
  },
  ru: {
    [EmployeeError.HAS_HISTORY]: 'У сотрудника есть история расчётов, удалить его нельзя. Деактивируйте его',
    [EmployeeError.CURRENCY_LOCKED]: 'У сотрудника есть записи расчётов: валюту зарплаты изменить нельзя',
    [EmployeeError.ACCRUAL_EXISTS]: 'Зарплата за этот месяц уже начислена',
    [EmployeeError.HOURS_EXISTS]: 'Часы за этот день уже внесены. Сначала удалите прежнюю запись',
    [EmployeeError.NOT_MONTHLY]: 'Начисление за месяц — только для сотрудников с ежемесячной зарплатой',
    [EmployeeError.NOT_HOURLY]: 'Отработанные часы вносятся только для сотрудников с почасовой оплатой',
    [EmployeeError.INACTIVE]: 'Сотрудник не активен: начисления ему не вносятся',
    [EmployeeError.HOURS_INVALID]: 'Часов должно быть больше 0 и не больше 24 (например 7.5)',
    [EmployeeError.MONTH_FUTURE]: 'Нельзя начислить зарплату за будущий месяц',
    [EmployeeError.NO_SALARY]: 'У сотрудника не указан оклад: введите сумму',
    [EmployeeError.ENTRY_IS_PAYMENT]: 'Запись связана с выплатой: чтобы её отменить, отмените операцию кошелька',
    [EmployeeError.PAYMENT_TOO_SMALL]: 'В валюте зарплаты сумма становится нулевой: введите сумму больше',
  },
} satisfies DomainMessages<EmployeesErrorCode>;
