/** A client and its debts exactly as GET /api/client/ and /api/client/{id}/ answer them (packages/shared). */
export type { Client, ClientDebtSummary } from '@mijozlar/shared';

/** What POST and PUT /api/client/ accept. */
export interface ClientPayload {
  name: string;
  phone_number: string;
  additional_numbers: string[];
  company_name: string | null;
  region: number | null;
  city: number | null;
  status: number;
  address: string | null;
  passport_series: string | null;
  passport_number: string | null;
  passport_issued_by: string | null;
  passport_issued_date: string | null;
  pinfl: string | null;
  birth_date: string | null;
}
