/** The codes of a code object (`CodeOf<typeof ClientError>` is `'client.has_debts' | …`). */
export type CodeOf<T extends Record<string, string>> = T[keyof T];
