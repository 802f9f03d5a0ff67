import type { DateString, DateTimeString, DecimalString } from './common';

/** GET/PUT /api/settings/company/: the company's details printed on documents (empty strings when not filled). */
export interface CompanySettings {
  name: string;
  /** 9 digits (STIR/ИНН) or empty. */
  inn: string;
  address: string;
  phone: string;
  bank_name: string;
  /** 20 digits or empty. */
  bank_account: string;
  /** The bank's code (MFO): 5 digits or empty. */
  mfo: string;
  director: string;
  /** The escrow account's bank (buyers' money for flats under construction, UP-11 of 27 January 2025). */
  escrow_bank: string;
  /** 20 digits or empty. */
  escrow_account: string;
}

/** GET/PUT /api/settings/collections/: the defaults of a confirmed sale's debt and the days of grace before penalty. */
export interface CollectionSettings {
  /** % per day late, "0.0000" to "10.0000" (0 = no penalty). */
  penalty_rate: DecimalString;
  /** % of the sale's amount the penalty of a debt stays within, "0.00" to "100.00". */
  penalty_cap_percent: DecimalString;
  /** 0 to 365. */
  grace_days: number;
}

export const DEBT_CONTACT_CHANNELS = ['call', 'sms', 'visit', 'telegram'] as const;
export type DebtContactChannel = (typeof DEBT_CONTACT_CHANNELS)[number];
export const DEBT_CONTACT_RESULTS = ['reached', 'no_answer', 'promised', 'refused', 'wrong_number'] as const;
export type DebtContactResult = (typeof DEBT_CONTACT_RESULTS)[number];

/** One entry of GET /api/client-debt/{id}/contacts/ (the collection log), newest first. */
export interface DebtContact {
  id: number;
  date: DateString;
  channel: DebtContactChannel;
  result: DebtContactResult;
  promised_date: DateString | null;
  promised_amount: DecimalString | null;
  comment: string;
  author: { id: number; full_name: string } | null;
  created_at: DateTimeString;
}
