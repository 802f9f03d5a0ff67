import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { PrismaService } from '../../database/prisma.service';
import { SMS_PROVIDER, SmsProvider, SmsProviderError } from './sms.provider';

export const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 500);

/** Whether a failed attempt ends the message: a permanent refusal, or the last attempt. */
export function isFinalFailure(err: unknown, attempt: number, maxAttempts: number): boolean {
  return (err instanceof SmsProviderError && err.permanent) || attempt >= maxAttempts;
}

/**
 * Sends one stored message through the provider and records the outcome. A message already sent
 * (or failed for good) is skipped, so a job that runs again never sends twice.
 */
@Injectable()
export class SmsDeliveryService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
  ) {}

  async deliver(id: number, attempt: number, maxAttempts: number): Promise<'sent' | 'skipped'> {
    const message = await this.prisma.smsMessage.findUnique({ where: { id }, select: { recipient: true, text: true, status: true } });
    if (!message || message.status === 'sent' || message.status === 'failed') return 'skipped';
    let providerMessageId: string | undefined;
    try {
      providerMessageId = (await this.provider.send(message.recipient, message.text)).providerMessageId;
    } catch (err) {
      const final = isFinalFailure(err, attempt, maxAttempts);
      await this.prisma.smsMessage.update({
        where: { id },
        data: { status: final ? 'failed' : 'queued', error: errorText(err), attempts: attempt },
      });
      if (err instanceof SmsProviderError && err.permanent) throw new UnrecoverableError(errorText(err));
      throw err;
    }
    await this.prisma.smsMessage.update({
      where: { id },
      data: { status: 'sent', sent_at: new Date(), provider_message_id: providerMessageId ?? null, error: null, attempts: attempt },
    });
    return 'sent';
  }
}
