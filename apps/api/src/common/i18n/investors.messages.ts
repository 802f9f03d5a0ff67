/** API messages of the investors module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const investorsUz = {} satisfies Record<string, string>;

export const investorsRu: Record<keyof typeof investorsUz, string> = {};
