import type statisticsUz from './statistics.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the statistics screens. */
const statistics: Shape<typeof statisticsUz> = {
  name: 'Статистика',
};

export default statistics;
