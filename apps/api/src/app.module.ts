import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { RedisModule } from './redis/redis.module';
import { AuthGuard } from './common/auth/auth.guard';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { SmsModule } from './modules/sms/sms.module';
import { StatisticsModule } from './modules/statistics/statistics.module';
import { UsersModule } from './modules/users/users.module';
import { loggerOptions } from './logger';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        JwtModule.register({ global: true, secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
        DatabaseModule,
        RedisModule,
        HealthModule,
        SmsModule,
        AuthModule,
        UsersModule,
        ReferenceModule,
        StatisticsModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
