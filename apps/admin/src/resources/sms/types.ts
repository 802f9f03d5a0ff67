export type SmsStatus = 'not_sent' | 'queued' | 'sent' | 'failed';

/** An SMS as GET /api/sms/ answers it. */
export interface Sms {
  id: number;
  created_at: string;
  recipient: string;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  people_group: number | null;
  people_group_name?: string | null;
  text: string;
  status: SmsStatus;
  sent_at: string | null;
  error: string | null;
}

/** The body of POST /api/sms/: clients, or leads, or a people group, and the text. */
export interface SmsPayload {
  clients?: number[];
  lids?: number[];
  people_group?: number;
  text: string;
}
