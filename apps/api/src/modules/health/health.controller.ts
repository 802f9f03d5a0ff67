import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/decorators';
import { PrismaService } from '../../database/prisma.service';
import { RedisService } from '../../redis/redis.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'The process answers (no dependencies checked)' })
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({ summary: '200 ok, 200 degraded without Redis, 503 without PostgreSQL' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redis.status()]);
    if (database !== 'up') reply.status(503);
    const status = database !== 'up' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok';
    return { status, database, redis };
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
