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
}
