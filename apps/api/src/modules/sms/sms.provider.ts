import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';

export interface SmsSendResult {
  providerMessageId?: string;
}

/** The port every SMS provider implements (DESIGN.md, Jobs and SMS). */
export interface SmsProvider {
  readonly name: string;
  send(recipient: string, text: string): Promise<SmsSendResult>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/**
 * A provider's refusal. `permanent` (a 4xx answer: bad number, bad sender, bad credentials) means
 * retrying cannot help: the message fails at once. Anything else (5xx, network) is retried.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

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

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  timeoutMs?: number;
}

/** A 4xx other than 429 (too many requests) is the provider saying no for good. */
export const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 429;

/** Eskiz's number format: the digits without "+" (998901234567). */
export const eskizPhone = (recipient: string) => recipient.replace(/\D/g, '');

/**
 * Eskiz (notify.eskiz.uz): POST {base}/auth/login (email, password) → data.token;
 * POST {base}/message/sms/send (mobile_phone, message, from) with the bearer token. The token is
 * kept in memory and renewed once when a send answers 401.
 */
export class EskizSmsProvider implements SmsProvider {
  readonly name = 'eskiz';
  private token: string | null = null;
  private login?: Promise<string>;

  constructor(private readonly options: EskizOptions) {}

  async send(recipient: string, text: string): Promise<SmsSendResult> {
    const form = () => {
      const body = new FormData();
      body.set('mobile_phone', eskizPhone(recipient));
      body.set('message', text);
      body.set('from', this.options.from);
      return body;
    };
    let token = await this.getToken(false);
    let res = await this.request('/message/sms/send', form(), token);
    if (res.status === 401) {
      token = await this.getToken(true);
      res = await this.request('/message/sms/send', form(), token);
    }
    const body = await res.text();
    if (!res.ok) throw this.error('send', res.status, body);
    let id: string | undefined;
    try {
      const parsed = JSON.parse(body) as { id?: string | number; data?: { id?: string | number } };
      const raw = parsed.id ?? parsed.data?.id;
      id = raw === undefined || raw === null ? undefined : String(raw).slice(0, 100);
    } catch {
      id = undefined;
    }
    return { providerMessageId: id };
  }

  private async getToken(renew: boolean): Promise<string> {
    if (renew) this.token = null;
    if (this.token) return this.token;
    // One login at a time, shared by concurrent sends.
    this.login ??= this.fetchToken().finally(() => (this.login = undefined));
    this.token = await this.login;
    return this.token;
  }

  private async fetchToken(): Promise<string> {
    const body = new FormData();
    body.set('email', this.options.email);
    body.set('password', this.options.password);
    const res = await this.request('/auth/login', body);
    const text = await res.text();
    if (!res.ok) throw this.error('login', res.status, text);
    let token: unknown;
    try {
      token = (JSON.parse(text) as { data?: { token?: unknown } }).data?.token;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || !token) throw new SmsProviderError('Eskiz login: no token in the answer', false);
    return token;
  }

  private async request(path: string, body: FormData, token?: string): Promise<Response> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}${path}`;
    try {
      return await fetch(url, {
        method: 'POST',
        body,
        headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15000),
      });
    } catch (err) {
      throw new SmsProviderError(`Eskiz ${path}: ${(err as Error).message}`, false);
    }
  }

  private error(step: string, status: number, body: string): SmsProviderError {
    return new SmsProviderError(`Eskiz ${step}: HTTP ${status} ${body.slice(0, 200)}`.trim(), isPermanentStatus(status), status);
  }
}

export function createSmsProvider(config: Pick<AppConfig, 'smsProvider' | 'eskiz'>): SmsProvider {
  return config.smsProvider === 'eskiz' ? new EskizSmsProvider(config.eskiz) : new LogSmsProvider();
}
