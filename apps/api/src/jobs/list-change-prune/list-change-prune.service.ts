import { Injectable, Logger } from '@nestjs/common';
import { LIST_CACHE_MAX_AGE_MS } from '../../common/list/list-cache';
import { PrismaService } from '../../database/prisma.service';
import { IntervalJob } from '../interval-job';

/**
 * Keeps list_change (the change log of the room-list cache, common/list/list-cache.ts) small: marks
 * the rows seen committed and deletes those settled twice the cache's answer lifetime ago. A row is
 * visible only once committed, so settled_at ≥ its commit; every answer that could miss it was
 * written before that commit and is dropped LIST_CACHE_MAX_AGE_MS after being written, long before
 * the row goes. Every minute in the job worker (and in the API process when RUN_WORKER is on).
 */
@Injectable()
export class ListChangePruneService extends IntervalJob {
  protected readonly logger = new Logger('ListChangePrune');

  constructor(private readonly prisma: PrismaService) {
    super();
  }

  override start(intervalMs = 60_000): void {
    super.start(intervalMs);
  }

  protected runOnce(): Promise<void> {
    return this.prune();
  }

  async prune(): Promise<void> {
    await this.prisma.$executeRaw`UPDATE list_change SET settled_at = clock_timestamp() WHERE settled_at IS NULL`;
    await this.prisma.$executeRaw`DELETE FROM list_change WHERE settled_at < clock_timestamp() - ${2 * LIST_CACHE_MAX_AGE_MS} * interval '1 millisecond'`;
  }
}
