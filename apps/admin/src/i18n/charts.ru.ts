// The chart kit's texts in Russian; see charts.uz.ts.
import type { ChartsTexts } from './charts.uz';

const charts: ChartsTexts = {
  period: 'Период',
  date: 'Дата',
  name: 'Название',
  count: 'Количество',
  amount: 'Сумма',
  share: 'Доля',
};

export default charts;
