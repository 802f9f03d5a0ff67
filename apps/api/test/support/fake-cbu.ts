import { createServer, Server } from 'node:http';

/** What the fake bank does for one day: an answer (status and body text), hang (no answer), or drop the connection. */
export type CbuReply = { status?: number; body: string } | 'hang' | 'down';

/** The bank's archive answer for USD: every value a string, `Date` dd.mm.yyyy. */
export function cbuUsd(date: string, rate: string, nominal = '1'): string {
  const [y, m, d] = date.split('-');
  return JSON.stringify([
    { id: 69, Code: '840', Ccy: 'USD', CcyNm_RU: 'Доллар США', CcyNm_UZ: 'AQSH dollari', CcyNm_UZC: 'АҚШ доллари', CcyNm_EN: 'US Dollar', Nominal: nominal, Rate: rate, Diff: '-12.50', Date: `${d}.${m}.${y}` },
  ]);
}

/**
 * A fake Central Bank archive on loopback: `GET /json/USD/<YYYY-MM-DD>/` answers what `reply` says
 * for that day (set per day with `on`, else the default), and every request is recorded in `asked`.
 */
export class FakeCbu {
  readonly asked: string[] = [];
  private readonly replies = new Map<string, CbuReply>();
  private server?: Server;
  port = 0;
  /** For a day without its own reply. */
  fallback: (day: string) => CbuReply = () => ({ status: 404, body: '<html><body>Not found</body></html>' });

  /** CBU_RATES_URL for the app under test. */
  get urlTemplate(): string {
    return `http://127.0.0.1:${this.port}/json/USD/{date}/`;
  }

  on(day: string, reply: CbuReply): void {
    this.replies.set(day, reply);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const day = /^\/json\/USD\/(\d{4}-\d{2}-\d{2})\/$/.exec(req.url ?? '')?.[1] ?? '';
      this.asked.push(day);
      const reply = this.replies.get(day) ?? this.fallback(day);
      if (reply === 'down') return void req.socket.destroy();
      if (reply === 'hang') return; // the client's timeout ends it; close() drops it
      res.writeHead(reply.status ?? 200, { 'content-type': reply.body.startsWith('<') ? 'text/html' : 'application/json' });
      res.end(reply.body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
