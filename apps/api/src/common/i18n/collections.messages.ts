import { CollectionsError, type CollectionsErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of collections (settings, a debt's collector and penalty terms, the collection log). */
export const collectionsMessages = {
  uz: {
    [CollectionsError.PENALTY_RATE_RANGE]: 'Penya stavkasi 0 dan 10 gacha (kuniga %, koʻpi bilan 4 ta kasr raqami) boʻlishi kerak',
    [CollectionsError.PENALTY_CAP_RANGE]: 'Penya chegarasi 0 dan 100 gacha (%, koʻpi bilan 2 ta kasr raqami) boʻlishi kerak',
    [CollectionsError.GRACE_DAYS_RANGE]: 'Imtiyozli kunlar 0 dan 365 gacha butun son boʻlishi kerak',
    [CollectionsError.RESPONSIBLE_INACTIVE]: 'Masʼul faol foydalanuvchi boʻlishi kerak',
    [CollectionsError.DEBT_NOT_FOUND]: 'Qarz topilmadi: {ids}',
    [CollectionsError.DATE_IN_FUTURE]: 'Sana kelajakda boʻlishi mumkin emas',
    [CollectionsError.PROMISED_DATE_REQUIRED]: 'Vaʼda qilingan sana kiritilishi shart',
    [CollectionsError.PROMISED_DATE_PAST]: 'Vaʼda qilingan sana bugundan oldin boʻlishi mumkin emas',
    [CollectionsError.PROMISE_ONLY_WHEN_PROMISED]: 'Vaʼda sanasi va summasi faqat “Vaʼda berdi” natijasida kiritiladi',
    [CollectionsError.DEBT_CLOSED]: 'Qarz yopilgan: unga vaʼda yozib boʻlmaydi',
    [CollectionsError.WAIVE_EXCEEDS]: 'Kechiriladigan summa toʻlanmagan penyadan ({outstanding}) oshmasligi kerak',
    [CollectionsError.PENALTY_EXCEEDS]: 'Penya toʻlovi toʻlanmagan penyadan ({outstanding}) oshmasligi kerak',
  },
  ru: {
    [CollectionsError.PENALTY_RATE_RANGE]: 'Ставка пени должна быть от 0 до 10 (% в день, не более 4 знаков после запятой)',
    [CollectionsError.PENALTY_CAP_RANGE]: 'Предел пени должен быть от 0 до 100 (%, не более 2 знаков после запятой)',
    [CollectionsError.GRACE_DAYS_RANGE]: 'Льготные дни — целое число от 0 до 365',
    [CollectionsError.RESPONSIBLE_INACTIVE]: 'Ответственным может быть только активный пользователь',
    [CollectionsError.DEBT_NOT_FOUND]: 'Задолженность не найдена: {ids}',
    [CollectionsError.DATE_IN_FUTURE]: 'Дата не может быть в будущем',
    [CollectionsError.PROMISED_DATE_REQUIRED]: 'Укажите обещанную дату',
    [CollectionsError.PROMISED_DATE_PAST]: 'Обещанная дата не может быть раньше сегодняшней',
    [CollectionsError.PROMISE_ONLY_WHEN_PROMISED]: 'Обещанные дата и сумма указываются только при результате «Обещал оплатить»',
    [CollectionsError.DEBT_CLOSED]: 'Задолженность закрыта: обещание по ней записать нельзя',
    [CollectionsError.WAIVE_EXCEEDS]: 'Списываемая сумма не может превышать непогашенную пеню ({outstanding})',
    [CollectionsError.PENALTY_EXCEEDS]: 'Оплата пени не может превышать непогашенную пеню ({outstanding})',
  },
} satisfies DomainMessages<CollectionsErrorCode>;
