import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { SMS_PROVIDER, SmsProvider } from './sms.provider';

const BATCH = 50;
const MAX_ATTEMPTS = 5;

/**
 * Delivers stored messages. Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes
 * can run it without sending a message twice. Runs on an interval in the worker (and in the API
 * process when RUN_WORKER is on), and is kicked right after a commit that queued messages.
 */
@Injectable()
export class SmsRelayService implements OnApplicationShutdown {
  private readonly logger = new Logger('SmsRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private enabled = false;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
  ) {}

  start(intervalMs = 2000): void {
    this.enabled = true;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.enabled || this.running) return;
    this.running = this.flush()
      .catch((err) => {
        this.logger.error({ err }, 'SMS relay failed');
        return 0;
      })
      .finally(() => (this.running = undefined));
  }

  /** Sends every pending message; returns how many were handled. */
  async flush(): Promise<number> {
    let handled = 0;
    let failed = false;
    // A failure ends the round: the message is retried at the next tick, not in a tight loop.
    while (!failed) {
      const batch = await this.prisma.$queryRaw<{ id: number; recipient: string; text: string; attempts: number }[]>`
        UPDATE sms_message SET status = 'queued', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM sms_message WHERE status = 'not_sent'
          ORDER BY created_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, text, attempts`;
      if (batch.length === 0) break;
      for (const message of batch) {
        try {
          const result = await this.provider.send(message.recipient, message.text);
          await this.prisma.smsMessage.update({
            where: { id: message.id },
            data: { status: 'sent', sent_at: new Date(), provider_message_id: result.providerMessageId ?? null, error: null },
          });
        } catch (err) {
          const final = message.attempts >= MAX_ATTEMPTS;
          await this.prisma.smsMessage.update({
            where: { id: message.id },
            data: { status: final ? 'failed' : 'not_sent', error: String((err as Error).message ?? err).slice(0, 500) },
          });
          failed = true;
        }
        handled++;
      }
    }
    return handled;
  }

  async onApplicationShutdown(): Promise<void> {
    this.enabled = false;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
