import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { APP_CONFIG, AppConfig } from '../config/config';
import { PrismaClient } from '../generated/prisma/client';
import { CONNECTION_OPTIONS } from './prisma-client';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      adapter: new PrismaPg({ connectionString: config.databaseUrl, max: config.databasePoolSize, options: CONNECTION_OPTIONS }),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

/** What a helper that takes part in a transaction receives. */
export type Tx = Parameters<Parameters<PrismaService['$transaction']>[0]>[0];
