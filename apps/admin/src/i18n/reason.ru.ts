import type reasonUz from './reason.uz';

/** Russian texts of the reason every correction asks for. */
const reason: { [K in keyof typeof reasonUz]: string } = {
  label: 'Причина',
  helper: 'Почему? Сохраняется в журнале аудита.',
  required: 'Укажите причину',
  too_long: 'Не больше %{max} символов',
};

export default reason;
