/** Uzbek texts of the backups screen (resources.backups). Oʻ/gʻ use U+02BB. */
const backups = {
  name: 'Zaxira nusxa |||| Zaxira nusxalar',
  subtitle: 'Har kecha soat %{hour}:00 da (Toshkent) maʼlumotlar bazasi va yuklangan fayllar nusxalanadi; oxirgi %{keep} ta fayl saqlanadi.',
  disabled: 'Tungi zaxira nusxalash oʻchirilgan (BACKUP_DIR=off). Serverda BACKUP_DIR ni koʻrsating.',
  load_failed: 'Zaxira nusxalar roʻyxatini yuklab boʻlmadi.',
  empty: 'Hozircha zaxira nusxalar yoʻq',
  empty_text: 'Birinchi nusxa tunda olinadi yoki hozir olish tugmasini bosing.',
  fields: {
    time: 'Vaqt',
    kind: 'Turi',
    status: 'Natija',
    file: 'Fayl',
    size: 'Hajmi',
    error: 'Xato',
    requested_by: 'Kim soʻradi',
  },
  kinds: {
    nightly: 'Tungi',
    manual: 'Qoʻlda',
  },
  statuses: {
    queued: 'Navbatda',
    running: 'Olinmoqda',
    ok: 'Tayyor',
    error: 'Xato',
  },
  pending: {
    queued: 'Zaxira nusxa navbatda: bir daqiqa ichida olinadi. Tayyor boʻlgach, natija shu yerda oʻzi chiqadi.',
    running: 'Zaxira nusxa olinmoqda. Tayyor boʻlgach, natija shu yerda oʻzi chiqadi.',
  },
  action: {
    backup_now: 'Hozir nusxa olish',
  },
  notifications: {
    queued: 'Zaxira nusxa navbatga qoʻyildi: bir daqiqa ichida olinadi',
    failed: 'Zaxira nusxani navbatga qoʻyib boʻlmadi',
  },
};

export default backups;
