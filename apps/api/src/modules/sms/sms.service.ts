import { Injectable } from '@nestjs/common';
import { Tx } from '../../database/prisma.service';
import { SmsRelayService } from './sms-relay.service';

export interface OutgoingSms {
  recipient: string;
  text: string;
  purpose: 'manual' | 'recovery' | 'reminder';
  client_id?: number;
  lid_id?: number;
  created_by_id?: number;
}

/**
 * Messages are written in the caller's transaction (a transactional outbox) and delivered after
 * the commit by the relay, so nothing is lost when a provider or Redis is down.
 */
@Injectable()
export class SmsService {
  constructor(private readonly relay: SmsRelayService) {}

  async queue(tx: Tx, messages: OutgoingSms[]): Promise<number[]> {
    const ids: number[] = [];
    for (const m of messages) {
      const row = await tx.smsMessage.create({
        data: {
          recipient: m.recipient,
          text: m.text,
          purpose: m.purpose,
          client_id: m.client_id,
          lid_id: m.lid_id,
          created_by_id: m.created_by_id,
        },
        select: { id: true },
      });
      ids.push(row.id);
    }
    return ids;
  }

  /** Call after the commit: delivery starts at once instead of at the relay's next tick. */
  dispatch(ids: number[]): void {
    if (ids.length) this.relay.kick();
  }
}
