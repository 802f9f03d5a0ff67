/** API messages of the employees module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const employeesUz = {
  'employee.has_history': 'Xodimning hisob-kitob tarixi bor, uni oʻchirib boʻlmaydi. Uni faolsizlantiring',
  'employee.currency_locked': 'Xodimning hisob-kitob yozuvlari bor: ish haqi valyutasini oʻzgartirib boʻlmaydi',
  'employee.accrual_exists': 'Bu oy uchun ish haqi allaqachon hisoblangan',
  'employee.hours_exists': 'Bu kun uchun soatlar allaqachon kiritilgan. Avval eski yozuvni oʻchiring',
  'employee.not_monthly': 'Oylik hisoblash faqat oylik maoshli xodimlar uchun',
  'employee.not_hourly': 'Ishlangan soatlar faqat soatbay ishlaydigan xodimlar uchun kiritiladi',
  'employee.inactive': 'Xodim faol emas: unga hisoblash kiritib boʻlmaydi',
  'employee.hours_invalid': 'Soatlar 0 dan katta va 24 dan oshmasligi kerak (masalan 7.5)',
  'employee.month_future': 'Kelgusi oylar uchun ish haqi hisoblab boʻlmaydi',
  'employee.no_salary': 'Xodimning oyligi koʻrsatilmagan: summani kiriting',
  'employee.entry_is_payment': 'Bu yozuv toʻlovga bogʻlangan: uni bekor qilish uchun hamyon operatsiyasini bekor qiling',
  'employee.payment_too_small': 'Summa ish haqi valyutasida nolga teng boʻlib qoladi: kattaroq summa kiriting',
} satisfies Record<string, string>;

export const employeesRu: Record<keyof typeof employeesUz, string> = {
  'employee.has_history': 'У сотрудника есть история расчётов, удалить его нельзя. Деактивируйте его',
  'employee.currency_locked': 'У сотрудника есть записи расчётов: валюту зарплаты изменить нельзя',
  'employee.accrual_exists': 'Зарплата за этот месяц уже начислена',
  'employee.hours_exists': 'Часы за этот день уже внесены. Сначала удалите прежнюю запись',
  'employee.not_monthly': 'Начисление за месяц — только для сотрудников с ежемесячной зарплатой',
  'employee.not_hourly': 'Отработанные часы вносятся только для сотрудников с почасовой оплатой',
  'employee.inactive': 'Сотрудник не активен: начисления ему не вносятся',
  'employee.hours_invalid': 'Часов должно быть больше 0 и не больше 24 (например 7.5)',
  'employee.month_future': 'Нельзя начислить зарплату за будущий месяц',
  'employee.no_salary': 'У сотрудника не указан оклад: введите сумму',
  'employee.entry_is_payment': 'Запись связана с выплатой: чтобы её отменить, отмените операцию кошелька',
  'employee.payment_too_small': 'В валюте зарплаты сумма становится нулевой: введите сумму больше',
};
