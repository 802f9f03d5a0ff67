import { type AccessErrorCode, type CodeOf, RoleError, UserError } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** Texts of the auth routes (answers and the recovery SMS), not errors. */
export const AuthText = {
  RECOVERY_SENT: 'recovery.sent',
  RECOVERY_SMS: 'recovery.sms',
  RECOVERY_DONE: 'recovery.done',
  LOGGED_OUT: 'auth.logged_out',
} as const;

/** API messages of users, roles and the auth routes. */
export const accessMessages = {
  uz: {
    [UserError.SELF_DELETE]: 'Oʻzingizni oʻchira olmaysiz',
    [UserError.SELF_DEACTIVATE]: 'Oʻzingizni faolsizlantira olmaysiz',
    [UserError.IN_USE]: 'Foydalanuvchining yozuvlari bor, uni oʻchirib boʻlmaydi. Uni faolsizlantiring',
    [UserError.NOT_HELD]: 'Bu foydalanuvchida sizda yoʻq ruxsatlar bor: uni oʻzgartira olmaysiz',
    [UserError.SELF_ROLE]: 'Oʻz rolingizni oʻzgartira olmaysiz',
    [UserError.WRONG_PASSWORD]: 'Joriy parol notoʻgʻri',
    [UserError.LAST_ADMIN]: 'Barcha ruxsatlarga ega oxirgi faol foydalanuvchini faolsizlantirib yoki uning ruxsatlarini kamaytirib boʻlmaydi',
    [RoleError.IN_USE]: 'Bu rolda foydalanuvchilar bor, uni oʻchirib boʻlmaydi',
    [RoleError.OWN_ROLE]: 'Oʻz rolingizni oʻzgartira olmaysiz',
    [RoleError.GRANT_NOT_HELD]: 'Oʻzingizda yoʻq ruxsatni bera olmaysiz',
    [RoleError.NOT_HELD]: 'Bu rolda sizda yoʻq ruxsatlar bor: uni oʻzgartira olmaysiz',
    [AuthText.RECOVERY_SENT]: 'Agar bu raqam roʻyxatdan oʻtgan boʻlsa, unga tasdiqlash kodi yuborildi',
    [AuthText.RECOVERY_SMS]: 'Mijozlar: parolni tiklash kodi {code}. Kod 3 daqiqa amal qiladi. Hech kimga bermang.',
    [AuthText.RECOVERY_DONE]: 'Parol oʻzgartirildi. Yangi parol bilan kiring',
    [AuthText.LOGGED_OUT]: 'Tizimdan chiqdingiz',
  },
  ru: {
    [UserError.SELF_DELETE]: 'Нельзя удалить самого себя',
    [UserError.SELF_DEACTIVATE]: 'Нельзя деактивировать самого себя',
    [UserError.IN_USE]: 'У пользователя есть записи, удалить его нельзя. Деактивируйте его',
    [UserError.NOT_HELD]: 'У этого пользователя есть права, которых нет у вас: изменить его нельзя',
    [UserError.SELF_ROLE]: 'Нельзя изменить свою собственную роль',
    [UserError.WRONG_PASSWORD]: 'Текущий пароль неверен',
    [UserError.LAST_ADMIN]: 'Нельзя отключить последнего активного пользователя со всеми правами или урезать его права',
    [RoleError.IN_USE]: 'В этой роли есть пользователи, удалить её нельзя',
    [RoleError.OWN_ROLE]: 'Нельзя изменить свою собственную роль',
    [RoleError.GRANT_NOT_HELD]: 'Нельзя выдать право, которого нет у вас самих',
    [RoleError.NOT_HELD]: 'В этой роли есть права, которых нет у вас: изменить её нельзя',
    [AuthText.RECOVERY_SENT]: 'Если этот номер зарегистрирован, на него отправлен код подтверждения',
    [AuthText.RECOVERY_SMS]: 'Mijozlar: код восстановления пароля {code}. Код действует 3 минуты. Никому не сообщайте.',
    [AuthText.RECOVERY_DONE]: 'Пароль изменён. Войдите с новым паролем',
    [AuthText.LOGGED_OUT]: 'Вы вышли из системы',
  },
} satisfies DomainMessages<AccessErrorCode | CodeOf<typeof AuthText>>;
