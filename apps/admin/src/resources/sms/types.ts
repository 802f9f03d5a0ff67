/** An SMS as GET /api/sms/ answers it, and its status (packages/shared). */
export type { SmsMessage as Sms, SmsStatus } from '@mijozlar/shared';

/** The body of POST /api/sms/: clients, or leads, or a people group, and the text. */
export interface SmsPayload {
  clients?: number[];
  lids?: number[];
  people_group?: number;
  text: string;
}
