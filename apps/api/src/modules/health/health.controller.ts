import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { PrismaService } from '../../database/prisma.service';
import { RedisService } from '../../redis/redis.service';
import { BackupsService } from '../backups/backups.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
    private readonly backups: BackupsService,
  ) {}

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'The process answers (no dependencies checked)' })
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({ summary: '200 ok, 200 degraded without Redis, 503 without PostgreSQL; with the last backup (time, file, size, result)' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redis.status()]);
    if (database !== 'up') reply.status(503);
    const status = database !== 'up' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok';
    return { status, database, redis, backup: database === 'up' ? await this.lastBackup() : null };
  }

  /** The last finished backup; a failed lookup leaves it out rather than failing the check. */
  private async lastBackup() {
    try {
      const { last, last_ok_at } = await this.backups.lastForHealth();
      if (!last) return { last: null, last_ok_at };
      return { last: { finished_at: last.finished_at, file: last.file, size_bytes: last.size_bytes, status: last.status, error: last.error }, last_ok_at };
    } catch {
      return null;
    }
  }

  private async databaseStatus(): Promise<'up' | 'down'> {
    try {
      await Promise.race([
        this.prisma.$queryRaw`SELECT 1`,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
