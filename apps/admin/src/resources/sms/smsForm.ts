import type { SmsPayload } from './types';

export interface SmsFormValues {
  clients?: (number | string)[];
  lids?: (number | string)[];
  people_group?: number | string | null;
  text?: string;
}

/** Message keys of the spec's two rules (document 1, section 5; document 2, section 8). */
export const RECIPIENT_REQUIRED = 'resources.sms.validation.recipient_required';
export const CLIENT_OR_LID = 'resources.sms.validation.client_or_lid';

const ids = (values: (number | string)[] | undefined) =>
  (values ?? []).map(Number).filter((value) => Number.isInteger(value) && value > 0);

const hasGroup = (value: SmsFormValues['people_group']) => value !== null && value !== undefined && value !== '';

/**
 * The form's recipient rules: someone must be chosen, and clients and leads not both (the error
 * `clientOrLidError` of the spec). Errors sit under `recipients`, which the form shows above the pickers.
 */
export function validateSmsForm(values: SmsFormValues): Record<string, string> {
  const clients = ids(values.clients);
  const lids = ids(values.lids);
  if (clients.length > 0 && lids.length > 0) return { recipients: CLIENT_OR_LID };
  if (clients.length === 0 && lids.length === 0 && !hasGroup(values.people_group)) return { recipients: RECIPIENT_REQUIRED };
  return {};
}

export function toSmsPayload(values: SmsFormValues): SmsPayload {
  const payload: SmsPayload = { text: String(values.text ?? '').trim() };
  const clients = ids(values.clients);
  const lids = ids(values.lids);
  if (clients.length > 0) payload.clients = clients;
  if (lids.length > 0) payload.lids = lids;
  if (hasGroup(values.people_group)) payload.people_group = Number(values.people_group);
  return payload;
}
