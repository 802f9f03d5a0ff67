/** API messages of the suppliers module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const suppliersUz = {} satisfies Record<string, string>;

export const suppliersRu: Record<keyof typeof suppliersUz, string> = {};
