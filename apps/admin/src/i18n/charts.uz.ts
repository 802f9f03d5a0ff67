// The chart kit's own texts (app.charts), registered by chartsTexts.ts with the kit's chunk.
const charts = {
  period: 'Davr',
  date: 'Sana',
  name: 'Nomi',
  count: 'Soni',
  amount: 'Summa',
  share: 'Ulushi',
};

export default charts;
export type ChartsTexts = typeof charts;
