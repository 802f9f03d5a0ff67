/** API messages of the construction module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const constructionUz = {} satisfies Record<string, string>;

export const constructionRu: Record<keyof typeof constructionUz, string> = {};
