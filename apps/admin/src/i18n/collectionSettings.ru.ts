/** Russian texts of the collection settings page (resources.collection_settings). */
const collectionSettings = {
  fields: {
    penalty_rate: 'Пеня, % в день',
    penalty_cap_percent: 'Предел пени, % от суммы договора',
    grace_days: 'Льготные дни',
  },
  title: 'Взыскание',
  subtitle: 'Долг нового подтверждённого договора получает эти условия; у каждого долга их можно изменить.',
  explain: 'Пеня начисляется за каждый день на неоплаченную часть просроченного платежа после льготных дней. 0 = пеня не начисляется.',
  example: 'Пример: 0,05 % в день, не более 5 % суммы договора — как в реальных договорах. Просрочено 10 000 000 сум — 5 000 сум в день.',
  saved: 'Настройки взыскания сохранены',
  rate_range: 'От 0 до 10, до 4 знаков после запятой',
  cap_range: 'От 0 до 100',
  grace_range: 'Целое от 0 до 365',
};

export default collectionSettings;
