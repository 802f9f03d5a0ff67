import type constructionUz from './construction.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the construction screens. */
const construction: Shape<typeof constructionUz> = {
  name: 'Строительный объект |||| Строительные объекты |||| Строительных объектов',
};

export default construction;
