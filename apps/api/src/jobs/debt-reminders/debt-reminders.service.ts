import { Inject, Injectable, Logger } from '@nestjs/common';
import { normalizePhone } from '@mijozlar/shared';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PrismaService } from '../../database/prisma.service';
import { Clock, dateOnly } from '../../common/clock/clock';
import { Decimal } from '../../common/money/money';
import { SmsService } from '../../modules/sms/sms.service';
import { ReminderKind, reminderText } from './debt-reminder-text';

/** Messages written per INSERT (one transaction each). */
const BATCH = 2000;

interface Candidate {
  debt_id: number;
  kind: ReminderKind;
  instalment_id: number;
  amount: Decimal;
  day: Date;
  client_id: number;
  name: string;
  phone: string;
  currency_id: number;
}

export interface ReminderRun {
  day: string;
  /** Messages written to the SMS outbox. */
  queued: number;
  /** Debts whose client has no usable phone (logged; tried again on the next run). */
  skipped_no_phone: number;
}

const addDays = (day: string, n: number) => new Date(dateOnly(day).getTime() + n * 86400_000).toISOString().slice(0, 10);

/**
 * Debt reminders (the work of the daily job; see DebtRemindersScheduler for when it runs). As of
 * today in Tashkent (the Clock), for every open debt at most one SMS a day:
 * - overdue: the debt has instalments past their date and unpaid. One message per newly overdue
 *   instalment (dedupe key `reminder:<latest overdue instalment id>:overdue`), with everything
 *   overdue and the oldest unpaid date;
 * - before: an instalment falls due within DEBT_REMINDER_DAYS_BEFORE days (today included), once
 *   per instalment (`reminder:<instalment id>:before`), with what is open of it and its date.
 * Overdue goes first; a "before" held back by it goes out on the next day. Candidates are chosen
 * by one set-based query; messages are written to the SMS outbox in batches, each batch claiming
 * its debts (sms_sent_date = today) in the same statement, so a second run the same day, or a run
 * in another process at the same time, sends nothing twice (the dedupe keys are unique).
 */
@Injectable()
export class DebtRemindersService {
  private readonly logger = new Logger('DebtReminders');

  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
    private readonly sms: SmsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<ReminderRun> {
    const started = Date.now();
    const today = this.clock.today();
    const until = addDays(today, this.config.debtReminders.daysBefore);
    const candidates = await this.candidates(today, until);
    const locale = this.config.debtReminders.language;

    const skipped: number[] = [];
    const messages: { debt_id: number; client_id: number; recipient: string; text: string; key: string }[] = [];
    for (const c of candidates) {
      const phone = c.phone ? normalizePhone(c.phone) : null;
      if (!phone) {
        skipped.push(c.debt_id);
        continue;
      }
      messages.push({
        debt_id: c.debt_id,
        client_id: c.client_id,
        recipient: phone,
        text: reminderText(c.kind, { name: c.name, amount: new Decimal(c.amount), currency: c.currency_id, day: c.day.toISOString().slice(0, 10) }, locale),
        key: `reminder:${c.instalment_id}:${c.kind}`,
      });
    }
    if (skipped.length) this.logger.warn({ day: today, count: skipped.length, debts: skipped.slice(0, 50) }, 'debt reminders: clients without a phone skipped');

    const ids: number[] = [];
    for (let i = 0; i < messages.length; i += BATCH) ids.push(...(await this.write(messages.slice(i, i + BATCH), today)));
    this.sms.dispatch(ids);
    this.logger.log({ day: today, queued: ids.length, skipped: skipped.length, ms: Date.now() - started }, 'debt reminders queued');
    return { day: today, queued: ids.length, skipped_no_phone: skipped.length };
  }

  /** One reminder per open debt that needs one today and has not had one today. */
  private candidates(today: string, until: string): Promise<Candidate[]> {
    return this.prisma.$queryRaw<Candidate[]>`
      WITH overdue AS (
        SELECT cd.id AS debt_id, 'overdue'::text AS kind, 0 AS priority,
               (array_agg(i.id ORDER BY i.payment_date DESC, i.month DESC))[1] AS instalment_id,
               sum(i.amount - i.paid_amount) AS amount, min(i.payment_date) AS day
        FROM client_debt cd JOIN debt_instalment i ON i.client_debt_id = cd.id
        WHERE NOT cd.is_closed AND cd.next_payment_date < ${today}::date
          AND cd.sms_sent_date IS DISTINCT FROM ${today}::date
          AND i.payment_date < ${today}::date AND i.paid_amount < i.amount
        GROUP BY cd.id
      ), due AS (
        SELECT cd.id AS debt_id, 'before'::text AS kind, 1 AS priority, i.id AS instalment_id,
               i.amount - i.paid_amount AS amount, i.payment_date AS day
        FROM debt_instalment i JOIN client_debt cd ON cd.id = i.client_debt_id
        WHERE i.payment_date BETWEEN ${today}::date AND ${until}::date AND i.paid_amount < i.amount
          AND NOT cd.is_closed AND cd.sms_sent_date IS DISTINCT FROM ${today}::date
      ), fresh AS (
        SELECT DISTINCT ON (c.debt_id) c.*
        FROM (SELECT * FROM overdue UNION ALL SELECT * FROM due) c
        WHERE NOT EXISTS (SELECT 1 FROM sms_message m WHERE m.dedupe_key = 'reminder:' || c.instalment_id || ':' || c.kind)
        ORDER BY c.debt_id, c.priority, c.day
      )
      SELECT f.debt_id, f.kind, f.instalment_id, f.amount, f.day, cd.client_id, cl.name, cl.phone_number AS phone, cd.currency_id
      FROM fresh f JOIN client_debt cd ON cd.id = f.debt_id JOIN client cl ON cl.id = cd.client_id
      ORDER BY f.debt_id`;
  }

  /**
   * Writes a batch to the outbox and marks its debts reminded today, in one statement: a debt
   * already reminded today (another run got there first) or a dedupe key already taken writes nothing.
   */
  private async write(batch: { debt_id: number; client_id: number; recipient: string; text: string; key: string }[], today: string): Promise<number[]> {
    const rows = await this.prisma.$queryRaw<{ id: number }[]>`
      WITH input AS (
        SELECT * FROM unnest(${batch.map((m) => m.debt_id)}::int[], ${batch.map((m) => m.client_id)}::int[],
                             ${batch.map((m) => m.recipient)}::text[], ${batch.map((m) => m.text)}::text[], ${batch.map((m) => m.key)}::text[])
          AS t(debt_id, client_id, recipient, text, dedupe_key)
      ), inserted AS (
        INSERT INTO sms_message (recipient, client_id, text, status, purpose, dedupe_key, created_at, updated_at)
        SELECT input.recipient, input.client_id, input.text, 'not_sent', 'reminder', input.dedupe_key, now(), now()
        FROM input JOIN client_debt cd ON cd.id = input.debt_id
        WHERE cd.sms_sent_date IS DISTINCT FROM ${today}::date
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id, dedupe_key
      )
      UPDATE client_debt cd SET sms_sent_date = ${today}::date, reminder_sms_id = inserted.id, updated_at = now()
      FROM inserted JOIN input ON input.dedupe_key = inserted.dedupe_key
      WHERE cd.id = input.debt_id
      RETURNING inserted.id`;
    return rows.map((r) => r.id);
  }
}
