import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Clock, tashkentDate } from '../../common/clock/clock';
import { PrismaService } from '../../database/prisma.service';
import { ROOM_STATUS } from '../../seed/reference-data';

/**
 * Returns expired bookings to free: a booked room whose last booking day (booking_end_date,
 * Asia/Tashkent) is before today becomes free and loses its booker. Rooms held by a pending sale
 * are left to the sale. One UPDATE, safe to run from several processes at once. Runs on an
 * interval in the worker (and in the API process when RUN_WORKER is on); `expire()` is the work.
 */
@Injectable()
export class BookingExpiryService implements OnApplicationShutdown {
  private readonly logger = new Logger('BookingExpiry');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private enabled = false;

  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {}

  start(intervalMs = 5 * 60 * 1000): void {
    this.enabled = true;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.enabled || this.running) return;
    this.running = this.expire()
      .catch((err) => {
        this.logger.error({ err }, 'booking expiry failed');
        return 0;
      })
      .finally(() => (this.running = undefined));
  }

  /** Frees every expired booking; returns how many rooms were freed. */
  async expire(): Promise<number> {
    const today = tashkentDate(this.clock.now());
    const freed = await this.prisma.$executeRaw`
      UPDATE room SET status_id = ${ROOM_STATUS.FREE}, client_id = NULL, lid_id = NULL, booking_end_date = NULL, updated_at = now()
      WHERE status_id = ${ROOM_STATUS.BOOKED}
        AND booking_end_date < ${today}::date
        AND NOT EXISTS (SELECT 1 FROM sale WHERE sale.room_id = room.id AND sale.status = 'pending')`;
    if (freed > 0) this.logger.log({ freed, today }, 'expired bookings returned to free');
    return freed;
  }

  async onApplicationShutdown(): Promise<void> {
    this.enabled = false;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
