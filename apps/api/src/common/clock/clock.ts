import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time, injectable so tests control it (`jest.spyOn(app.get(Clock), 'now')`). Code that
 * decides by the date (booking expiry) asks the Clock, never `new Date()`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

/** Business days are Asia/Tashkent (UTC+5, no daylight saving): the calendar date there, YYYY-MM-DD. */
export function tashkentDate(instant: Date): string {
  return new Date(instant.getTime() + 5 * 3600 * 1000).toISOString().slice(0, 10);
}
