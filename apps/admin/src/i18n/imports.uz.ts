/** Uzbek texts of the import dialog (app.import), shared by every import. */
const importTexts = {
  choose: 'Faylni tanlang yoki shu yerga tashlang',
  formats: 'Excel fayli (.xlsx)',
  size: '%{size} KB',
  uploading: 'Fayl yuklanmoqda: %{percent}%',
  checking: 'Qatorlar tekshirilmoqda…',
  writing: 'Maʼlumotlar yozilmoqda…',
  progress: 'Import jarayoni',
  valid: 'Fayl toʻgʻri: %{smart_count} ta qator import qilishga tayyor |||| Fayl toʻgʻri: %{smart_count} ta qator import qilishga tayyor',
  invalid: 'Faylda %{smart_count} ta xato bor. Ularni tuzatib, faylni qayta tanlang. |||| Faylda %{smart_count} ta xato bor. Ularni tuzatib, faylni qayta tanlang.',
  errors_table: 'Qatorlardagi xatolar',
  row: 'Qator',
  field: 'Maydon',
  message: 'Xato',
  import: 'Import qilish',
  check: 'Tekshirish',
  done: '%{smart_count} ta qator import qilindi |||| %{smart_count} ta qator import qilindi',
};

export default importTexts;
