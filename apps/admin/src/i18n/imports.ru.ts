import type importUz from './imports.uz';

/** Russian texts of the import dialog. */
const importTexts: { [K in keyof typeof importUz]: string } = {
  choose: 'Выберите файл или перетащите его сюда',
  formats: 'Файл Excel (.xlsx)',
  size: '%{size} КБ',
  uploading: 'Загрузка файла: %{percent}%',
  checking: 'Проверка строк…',
  writing: 'Запись данных…',
  progress: 'Ход импорта',
  valid: 'Файл в порядке: %{smart_count} строка готова к импорту |||| Файл в порядке: %{smart_count} строки готовы к импорту |||| Файл в порядке: %{smart_count} строк готовы к импорту',
  invalid: 'В файле %{smart_count} ошибка. Исправьте и выберите файл снова. |||| В файле %{smart_count} ошибки. Исправьте и выберите файл снова. |||| В файле %{smart_count} ошибок. Исправьте и выберите файл снова.',
  errors_table: 'Ошибки по строкам',
  row: 'Строка',
  field: 'Поле',
  message: 'Ошибка',
  import: 'Импортировать',
  check: 'Проверить',
  done: 'Импортирована %{smart_count} строка |||| Импортировано %{smart_count} строки |||| Импортировано %{smart_count} строк',
};

export default importTexts;
