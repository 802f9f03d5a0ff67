/** API messages of the statistics module, merged into the catalogues of messages.ts. Uzbek is the source; Russian must have every key. */
export const statisticsUz = {
  'statistics.period_too_long': 'Davr {max} oydan oshmasligi kerak',
} satisfies Record<string, string>;

export const statisticsRu: Record<keyof typeof statisticsUz, string> = {
  'statistics.period_too_long': 'Период не должен превышать {max} месяцев',
};
