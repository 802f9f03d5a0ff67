import { Module } from '@nestjs/common';
import { IdempotencyPurgeService } from './idempotency-purge.service';

@Module({ providers: [IdempotencyPurgeService], exports: [IdempotencyPurgeService] })
export class IdempotencyPurgeModule {}
