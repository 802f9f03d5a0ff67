import { Injectable, Logger } from '@nestjs/common';
import { Tx } from '../../database/prisma.service';
import { SmsQueue } from '../../jobs/sms/sms.queue';
import { SmsRelayService } from './sms-relay.service';
import { errorText } from './sms-delivery.service';

const CHUNK = 5000;

export interface OutgoingSms {
  recipient: string;
  text: string;
  purpose: 'manual' | 'recovery' | 'reminder';
  client_id?: number | null;
  lid_id?: number | null;
  people_group_id?: number | null;
  created_by_id?: number | null;
}

/**
 * Messages are written in the caller's transaction (a transactional outbox) and queued after the
 * commit, so nothing is lost when a provider or Redis is down.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly relay: SmsRelayService,
    private readonly smsQueue: SmsQueue,
  ) {}

  /** Writes the messages (status not_sent) in the caller's transaction; returns their ids in order. */
  async queue(tx: Tx, messages: OutgoingSms[]): Promise<number[]> {
    const ids: number[] = [];
    // In chunks: a computed group can reach tens of thousands of people.
    for (let i = 0; i < messages.length; i += CHUNK) {
      const rows = await tx.smsMessage.createManyAndReturn({
        data: messages.slice(i, i + CHUNK).map((m) => ({
          recipient: m.recipient,
          text: m.text,
          purpose: m.purpose,
          client_id: m.client_id ?? null,
          lid_id: m.lid_id ?? null,
          people_group_id: m.people_group_id ?? null,
          created_by_id: m.created_by_id ?? null,
        })),
        select: { id: true },
      });
      ids.push(...rows.map((r) => r.id));
    }
    return ids.sort((a, b) => a - b);
  }

  /** Call after the commit: queues the jobs now (with Redis) or wakes the direct relay (without). */
  dispatch(ids: number[]): void {
    if (!ids.length) return;
    if (this.smsQueue.enabled) {
      this.relay.enqueue(ids).catch((err) => this.logger.warn({ err: errorText(err) }, 'SMS left for the relay (Redis unavailable)'));
    } else {
      this.relay.kick();
    }
  }
}
