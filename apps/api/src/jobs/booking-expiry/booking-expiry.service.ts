import { Injectable, Logger } from '@nestjs/common';
import { ROOM_STATUS } from '@mijozlar/shared';
import { Clock, tashkentDate } from '../../common/clock/clock';
import { PrismaService } from '../../database/prisma.service';
import { IntervalJob } from '../interval-job';

/**
 * Returns expired bookings to free: a booked room whose last booking day (booking_end_date,
 * Asia/Tashkent) is before today becomes free and loses its booker. Rooms held by a pending sale
 * are left to the sale. One UPDATE, safe to run from several processes at once. Runs on an
 * interval in the worker (and in the API process when RUN_WORKER is on); `expire()` is the work.
 */
@Injectable()
export class BookingExpiryService extends IntervalJob {
  protected readonly logger = new Logger('BookingExpiry');

  constructor(
    private readonly prisma: PrismaService,
    private readonly clock: Clock,
  ) {
    super();
  }

  override start(intervalMs = 5 * 60 * 1000): void {
    super.start(intervalMs);
  }

  protected runOnce(): Promise<number> {
    return this.expire();
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

}
