import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { IntervalJob } from '../../jobs/interval-job';
import { SmsQueue } from '../../jobs/sms/sms.queue';
import { SMS_PROVIDER, SmsProvider } from './sms.provider';
import { errorText, isFinalFailure } from './sms-delivery.service';

const BATCH = 100;
/** A message `queued` this long without news is queued again (Redis may have lost its job). */
export const STUCK_QUEUED_MS = 60 * 1000;

/**
 * The outbox relay. Messages are written `not_sent` in the request's transaction; the relay moves
 * them on:
 * - with Redis (REDIS_URL): reads `not_sent` rows, queues one BullMQ job per message (job id =
 *   message id, so a message is never queued twice), then marks them `queued`; no transaction or
 *   connection is held while Redis is asked. When Redis fails or does not answer within
 *   SMS_QUEUE_TIMEOUT_MS nothing changes and the rows wait for the next tick; a circuit breaker
 *   (SmsQueue) skips Redis entirely while it keeps failing;
 * - without REDIS_URL: sends them itself through the provider (claiming them the same way).
 * Runs on an interval in the worker (and in the API process when RUN_WORKER is on), and right after
 * a commit that wrote messages (SmsService.dispatch).
 *
 * A message left `queued` for more than STUCK_QUEUED_MS (one minute: Redis restarted without its
 * data, or was flushed) is queued again under the same job id: when the job still exists (waiting, retrying
 * with backoff, or completed within the last day) BullMQ ignores the add, so a message is never
 * sent twice; when Redis lost it, it is queued anew. Its updated_at is touched so the check runs
 * again only after another STUCK_QUEUED_MS.
 */
@Injectable()
export class SmsRelayService extends IntervalJob {
  protected readonly logger = new Logger('SmsRelay');

  constructor(
    private readonly prisma: PrismaService,
    private readonly queue: SmsQueue,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override start(intervalMs = 2000): void {
    super.start(intervalMs);
  }

  protected runOnce(): Promise<number> {
    return this.flush();
  }

  protected override failed(err: unknown): void {
    this.logger.warn({ err: errorText(err) }, 'SMS relay: round failed, retrying at the next tick');
  }

  /** Queues (or, without Redis, sends) every waiting message; returns how many were handled. */
  async flush(): Promise<number> {
    return this.queue.enabled ? this.relayToQueue() : this.sendDirect();
  }

  /**
   * Queues these just-committed messages at once (the request does not wait for it). Any that
   * cannot be queued now stay `not_sent` for the relay. While the Redis breaker is open this does
   * not even try: the relay's next round after the breaker closes picks them up.
   */
  async enqueue(ids: number[]): Promise<number> {
    if (!this.queue.enabled || ids.length === 0 || !this.queue.available) return 0;
    let handled = 0;
    for (let i = 0; i < ids.length; i += BATCH) handled += await this.claimAndQueue(ids.slice(i, i + BATCH));
    return handled;
  }

  private async relayToQueue(): Promise<number> {
    let handled = 0;
    if (!this.queue.available) return 0;
    for (;;) {
      const n = await this.claimAndQueue();
      handled += n;
      if (n < BATCH) break;
    }
    for (;;) {
      const n = await this.requeueStuck();
      handled += n;
      if (n < BATCH) return handled;
    }
  }

  /**
   * Queues again the messages `queued` for longer than stuckMs (see the class comment); returns
   * how many. The rows are claimed by touching updated_at (committed at once), then queued with
   * no transaction open; if Redis fails they simply come round again after another stuckMs.
   */
  async requeueStuck(stuckMs = STUCK_QUEUED_MS): Promise<number> {
    if (!this.queue.enabled) return 0;
    const before = new Date(Date.now() - stuckMs);
    const rows = await this.prisma.$queryRaw<{ id: number }[]>`
      UPDATE sms_message SET updated_at = now()
      WHERE id IN (
        SELECT id FROM sms_message WHERE status = 'queued' AND updated_at < ${before}
        ORDER BY updated_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    // Same job ids: an existing job makes the add a no-op (exactly once). Throws when Redis is down.
    await this.queue.add(ids);
    this.logger.warn({ ids }, 'SMS relay: messages stuck in queued were queued again');
    return ids.length;
  }

  /**
   * Queues waiting messages, then marks them `queued`: no transaction or row lock is held while
   * Redis is asked. Two relays may pick the same rows; the job id (the message id) makes the
   * second add a no-op, and the status update only moves rows still `not_sent`. When Redis fails
   * or does not answer in SMS_QUEUE_TIMEOUT_MS nothing has changed: the rows wait for a later round.
   */
  private async claimAndQueue(only?: number[]): Promise<number> {
    const rows = only
      ? await this.prisma.$queryRaw<{ id: number }[]>`
          SELECT id FROM sms_message WHERE id = ANY(${only}) AND status = 'not_sent' ORDER BY id`
      : await this.prisma.$queryRaw<{ id: number }[]>`
          SELECT id FROM sms_message WHERE status = 'not_sent' ORDER BY created_at, id LIMIT ${BATCH}`;
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    await this.queue.add(ids);
    await this.prisma.$executeRaw`UPDATE sms_message SET status = 'queued', updated_at = now() WHERE id = ANY(${ids}) AND status = 'not_sent'`;
    return ids.length;
  }

  /** Without Redis: send here. A failure ends the round; the message is retried at the next tick. */
  private async sendDirect(): Promise<number> {
    const maxAttempts = this.config.sms.attempts;
    let handled = 0;
    let failed = false;
    while (!failed) {
      const batch = await this.prisma.$queryRaw<{ id: number; recipient: string; text: string; attempts: number }[]>`
        UPDATE sms_message SET status = 'queued', attempts = attempts + 1, updated_at = now()
        WHERE id IN (
          SELECT id FROM sms_message WHERE status = 'not_sent'
          ORDER BY created_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, text, attempts`;
      if (batch.length === 0) break;
      for (const message of batch) {
        if (failed) {
          // Not tried this round: give the claim back without counting an attempt.
          await this.prisma.smsMessage.update({ where: { id: message.id }, data: { status: 'not_sent', attempts: { decrement: 1 } } });
          continue;
        }
        try {
          const result = await this.provider.send(message.recipient, message.text);
          await this.prisma.smsMessage.update({
            where: { id: message.id },
            data: { status: 'sent', sent_at: new Date(), provider_message_id: result.providerMessageId ?? null, error: null },
          });
        } catch (err) {
          const final = isFinalFailure(err, message.attempts, maxAttempts);
          await this.prisma.smsMessage.update({
            where: { id: message.id },
            data: { status: final ? 'failed' : 'not_sent', error: errorText(err) },
          });
          if (!final) failed = true;
        }
        handled++;
      }
    }
    return handled;
  }

}
