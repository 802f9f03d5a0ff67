import { checkRecipientChoice, uniqueByPhone } from './sms.recipients';
import { isFinalFailure } from './sms-delivery.service';
import { eskizPhone, isPermanentStatus, SmsProviderError } from './sms.provider';

describe('SMS recipients', () => {
  it('refuses a client and a lead together, and nobody', () => {
    expect(checkRecipientChoice({ clients: [1], lids: [2] })).toEqual({ field: 'clients', code: 'client_or_lid' });
    expect(checkRecipientChoice({ clients: [], lids: [] })).toEqual({ field: null, code: 'recipient_required' });
    expect(checkRecipientChoice({})).toEqual({ field: null, code: 'recipient_required' });
  });

  it('accepts clients, leads, or a group with either', () => {
    expect(checkRecipientChoice({ clients: [1] })).toBeNull();
    expect(checkRecipientChoice({ lids: [1], people_group: 3 })).toBeNull();
    expect(checkRecipientChoice({ people_group: 3 })).toBeNull();
  });

  it('sends once per phone, the first mention wins', () => {
    const out = uniqueByPhone([
      { phone: '+998901111111', client_id: 1 },
      { phone: '+998902222222', client_id: 2 },
      { phone: '+998901111111', client_id: 3 },
    ]);
    expect(out.map((r) => r.client_id)).toEqual([1, 2]);
  });
});

describe('SMS delivery rules', () => {
  it('a 4xx other than 429 is permanent; 5xx and 429 are retried', () => {
    expect([400, 401, 404, 422].map(isPermanentStatus)).toEqual([true, true, true, true]);
    expect([429, 500, 502].map(isPermanentStatus)).toEqual([false, false, false]);
  });

  it('a failure is final when permanent or on the last attempt', () => {
    expect(isFinalFailure(new SmsProviderError('x', true), 1, 5)).toBe(true);
    expect(isFinalFailure(new SmsProviderError('x', false), 4, 5)).toBe(false);
    expect(isFinalFailure(new Error('network'), 5, 5)).toBe(true);
  });

  it('Eskiz gets the digits without +', () => {
    expect(eskizPhone('+998901234567')).toBe('998901234567');
  });
});
