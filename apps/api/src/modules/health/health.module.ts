import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { BackupsModule } from '../backups/backups.module';

@Module({ imports: [BackupsModule], controllers: [HealthController] })
export class HealthModule {}
