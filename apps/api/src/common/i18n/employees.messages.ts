/** API messages of the employees module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const employeesUz = {} satisfies Record<string, string>;

export const employeesRu: Record<keyof typeof employeesUz, string> = {};
