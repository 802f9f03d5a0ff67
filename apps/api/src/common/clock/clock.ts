import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time, injectable so tests control it (`jest.spyOn(app.get(Clock), 'now')`). Business rules
 * (booking expiry, due dates, overdue days, reminders) ask the Clock, never `new Date()` or SQL
 * `now()`; business days are Asia/Tashkent.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today in Tashkent, YYYY-MM-DD. */
  today(): string {
    return tashkentDate(this.now());
  }

  /** Today in Tashkent as a DATE column value (midnight UTC of that calendar date). */
  todayDate(): Date {
    return dateOnly(this.today());
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

/** Business days are Asia/Tashkent (UTC+5, no daylight saving): the calendar date there, YYYY-MM-DD. */
export function tashkentDate(instant: Date): string {
  return new Date(instant.getTime() + 5 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD calendar date as a DATE column value. */
export function dateOnly(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Whole days from `from` to `to` (YYYY-MM-DD each); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateOnly(to).getTime() - dateOnly(from).getTime()) / 86400_000);
}

/** The instant a Tashkent calendar day starts (00:00 in UTC+5). */
export function tashkentDayStart(day: string): Date {
  return new Date(dateOnly(day).getTime() - 5 * 3600 * 1000);
}

/** Tashkent days [from, to] (YYYY-MM-DD, inclusive) as an instant range on a timestamptz column. */
export function tashkentDayRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: tashkentDayStart(from) } : {}),
    ...(to ? { lt: new Date(tashkentDayStart(to).getTime() + 86400_000) } : {}),
  };
}

/** An instant as Tashkent wall-clock time, "YYYY-MM-DD HH:mm" (exported sheets). */
export function tashkentDateTime(instant: Date): string {
  return new Date(instant.getTime() + 5 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
