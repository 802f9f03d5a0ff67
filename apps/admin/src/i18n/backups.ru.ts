import type uz from './backups.uz';

/** Russian texts of the backups screen (resources.backups); the shape is the Uzbek one. */
const backups = {
  name: 'Резервная копия |||| Резервные копии',
  subtitle: 'Каждую ночь в %{hour}:00 (Ташкент) копируются база данных и загруженные файлы; хранятся последние %{keep} файлов.',
  disabled: 'Ночное резервное копирование выключено (BACKUP_DIR=off). Укажите BACKUP_DIR на сервере.',
  load_failed: 'Не удалось загрузить список резервных копий.',
  empty: 'Резервных копий пока нет',
  empty_text: 'Первая копия будет сделана ночью, или нажмите кнопку, чтобы сделать её сейчас.',
  fields: {
    time: 'Время',
    kind: 'Тип',
    status: 'Результат',
    file: 'Файл',
    size: 'Размер',
    error: 'Ошибка',
    requested_by: 'Кто запросил',
  },
  kinds: {
    nightly: 'Ночная',
    manual: 'Вручную',
  },
  statuses: {
    queued: 'В очереди',
    running: 'Выполняется',
    ok: 'Готово',
    error: 'Ошибка',
  },
  pending: {
    queued: 'Резервная копия в очереди: создание начнётся в течение минуты. Когда она будет готова, результат появится здесь сам.',
    running: 'Резервная копия создаётся. Когда она будет готова, результат появится здесь сам.',
  },
  action: {
    backup_now: 'Сделать копию сейчас',
  },
  notifications: {
    queued: 'Резервная копия поставлена в очередь: она будет сделана в течение минуты',
    failed: 'Не удалось поставить резервную копию в очередь',
  },
} satisfies typeof uz;

export default backups;
