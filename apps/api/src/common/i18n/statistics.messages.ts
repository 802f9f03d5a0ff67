/** API messages of the statistics module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const statisticsUz = {} satisfies Record<string, string>;

export const statisticsRu: Record<keyof typeof statisticsUz, string> = {};
