import { Logger } from '@nestjs/common';

export interface SmsSendResult {
  providerMessageId?: string;
}

/** The port every SMS provider implements (DESIGN.md, Jobs and SMS). */
export interface SmsProvider {
  readonly name: string;
  send(recipient: string, text: string): Promise<SmsSendResult>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** Development and tests: records the message as sent and writes it to the log. */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  private readonly logger = new Logger('SMS');
  private counter = 0;

  async send(recipient: string, text: string): Promise<SmsSendResult> {
    this.logger.log({ recipient, length: text.length }, 'SMS recorded by the log provider');
    return { providerMessageId: `log-${Date.now()}-${++this.counter}` };
  }
}
