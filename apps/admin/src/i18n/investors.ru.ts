import type investorsUz from './investors.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the investors screens. */
const investors: Shape<typeof investorsUz> = {
  name: 'Инвестор |||| Инвесторы |||| Инвесторов',
};

export default investors;
