import { createServer, IncomingMessage, Server } from 'node:http';

export interface EskizCall {
  path: string;
  auth: string | undefined;
  fields: Record<string, string>;
}

/**
 * A fake Eskiz API on loopback. `script(phone)` lists the HTTP statuses the send endpoint answers
 * for that number, in order (then 200). `expireToken()` makes the current token answer 401 once.
 */
export class FakeEskiz {
  readonly calls: EskizCall[] = [];
  private scripts = new Map<string, number[]>();
  private tokenSeq = 0;
  private validToken = '';
  private server?: Server;
  port = 0;

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  script(phoneDigits: string, statuses: number[]): void {
    this.scripts.set(phoneDigits, [...statuses]);
  }

  expireToken(): void {
    this.validToken = 'expired';
  }

  sends(phoneDigits: string): EskizCall[] {
    return this.calls.filter((c) => c.path === '/api/message/sms/send' && c.fields.mobile_phone === phoneDigits);
  }

  logins(): number {
    return this.calls.filter((c) => c.path === '/api/auth/login').length;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    const call = { path: req.url ?? '', auth: req.headers.authorization, fields };
    this.calls.push(call);
    if (call.path === '/api/auth/login') {
      if (fields.email !== 'sms@example.uz' || fields.password !== 'secret') return [401, { message: 'Invalid credentials' }];
      this.validToken = `token-${++this.tokenSeq}`;
      return [200, { message: 'token_generated', data: { token: this.validToken } }];
    }
    if (call.path === '/api/message/sms/send') {
      if (call.auth !== `Bearer ${this.validToken}`) return [401, { message: 'Unauthenticated' }];
      const next = this.scripts.get(fields.mobile_phone)?.shift();
      if (next && next !== 200) return [next, { message: `scripted ${next}` }];
      return [200, { id: `eskiz-${this.calls.length}`, message: 'Waiting for SMS provider', status: 'waiting' }];
    }
    return [404, { message: 'not found' }];
  }
}
