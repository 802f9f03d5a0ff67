import type { CodeOf } from './code';

/** Clients. */
export const ClientError = {
  HAS_DEBTS: 'client.has_debts',
  HAS_SALES: 'client.has_sales',
  PHONE_EXISTS: 'client.phone_exists',
  PINFL_INVALID: 'client.pinfl_invalid',
  PASSPORT_SERIES_INVALID: 'client.passport_series_invalid',
  PASSPORT_NUMBER_INVALID: 'client.passport_number_invalid',
} as const;

/** Lids (prospective clients). */
export const LidError = {
  ALREADY_CONVERTED: 'lid.already_converted',
} as const;

/** SMS recipient groups. */
export const PeopleGroupError = {
  COMPUTED: 'people_group.computed',
} as const;

export type PeopleErrorCode = CodeOf<typeof ClientError> | CodeOf<typeof LidError> | CodeOf<typeof PeopleGroupError>;
