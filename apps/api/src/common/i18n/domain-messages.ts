import type { Locale } from '@mijozlar/shared';

/** A domain's API messages: a text in every language for each of its codes; a missing or unknown code does not compile. */
export type DomainMessages<Code extends string> = Record<Locale, Record<Code, string>>;
