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

  /**
   * Frees every expired booking; returns how many rooms were freed. Each freed room is an audit
   * entry (no actor: the system did it) written by the same statement.
   */
  async expire(): Promise<number> {
    const today = tashkentDate(this.clock.now());
    // The self-join reads each row as it was before the update (its booker and last day, for the entry).
    const freed = await this.prisma.$executeRaw`
      WITH freed AS (
        UPDATE room SET status_id = ${ROOM_STATUS.FREE}, client_id = NULL, lid_id = NULL, booking_end_date = NULL, updated_at = now()
        FROM room AS old
        WHERE old.id = room.id
          AND room.status_id = ${ROOM_STATUS.BOOKED}
          AND room.booking_end_date < ${today}::date
          AND NOT EXISTS (SELECT 1 FROM sale WHERE sale.room_id = room.id AND sale.status = 'pending')
        RETURNING room.id, room.number, room.building_id, old.client_id, old.lid_id, old.booking_end_date
      )
      INSERT INTO audit_log (action, entity, entity_id, entity_label, changes, details)
      SELECT 'update', 'room', freed.id, building.name || ' · ' || freed.number,
             jsonb_strip_nulls(jsonb_build_object(
               'status', jsonb_build_array(${ROOM_STATUS.BOOKED}::int, ${ROOM_STATUS.FREE}::int),
               'client', CASE WHEN freed.client_id IS NOT NULL THEN jsonb_build_array(freed.client_id, NULL) END,
               'lid', CASE WHEN freed.lid_id IS NOT NULL THEN jsonb_build_array(freed.lid_id, NULL) END,
               'booking_end_date', jsonb_build_array(to_char(freed.booking_end_date, 'YYYY-MM-DD'), NULL))),
             jsonb_build_object('job', 'booking_expiry', 'today', ${today}::text)
      FROM freed JOIN building ON building.id = freed.building_id`;
    if (freed > 0) this.logger.log({ freed, today }, 'expired bookings returned to free');
    return freed;
  }

}
