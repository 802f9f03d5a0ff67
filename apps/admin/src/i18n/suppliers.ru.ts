import type suppliersUz from './suppliers.uz';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Russian texts of the suppliers screens. */
const suppliers: Shape<typeof suppliersUz> = {
  name: 'Поставщик |||| Поставщики |||| Поставщиков',
};

export default suppliers;
