import { audit, type AuditDb } from '../../common/audit';

const TEXT_START = 40;

/**
 * The entry of a sending (entity `sms`, action create): how many messages and how the text starts
 * as the label, the whole text and whom it was for in the details. entity_id is the first message.
 */
export function auditSms(db: AuditDb, ids: number[], text: string, to: { client?: number; clients?: number[]; lids?: number[]; people_group?: number | null }): Promise<void> {
  const start = text.length > TEXT_START ? `${text.slice(0, TEXT_START)}…` : text;
  return audit(db, {
    action: 'create',
    entity: 'sms',
    entity_id: ids[0] ?? null,
    label: `${ids.length} SMS · ${start}`,
    details: { recipients: ids.length, text, ...to },
  });
}
