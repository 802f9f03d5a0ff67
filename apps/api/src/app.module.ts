import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { IdempotencyPurgeModule } from './jobs/idempotency-purge/idempotency-purge.module';
import { ListChangePruneModule } from './jobs/list-change-prune/list-change-prune.module';
import { BackupModule } from './jobs/backup/backup.module';
import { BackupsModule } from './modules/backups/backups.module';
import { CompanySettingsModule } from './modules/company-settings/company-settings.module';
import { CollectionsModule } from './modules/collections/collections.module';
import { DocumentTemplatesModule } from './modules/document-templates/document-templates.module';
import { PrintingModule } from './modules/printing/printing.module';
import { DatabaseModule } from './database/database.module';
import { RedisModule } from './redis/redis.module';
import { AuthGuard } from './common/auth/auth.guard';
import { SignInCheckInterceptor } from './common/auth/sign-in-check.interceptor';
import { AuditInterceptor } from './common/audit/audit.interceptor';
import { SignInUsers } from './common/auth/sign-in-users';
import { ImportSlots } from './common/xlsx/import-slots';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { AppConfigModule } from './modules/app-config/app-config.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { SmsModule } from './modules/sms/sms.module';
import { SmsApiModule } from './modules/sms/sms-api.module';
import { ClientsModule } from './modules/clients/clients.module';
import { LidsModule } from './modules/lids/lids.module';
import { SearchModule } from './modules/search/search.module';
import { StatisticsModule } from './modules/statistics/statistics.module';
import { UsersModule } from './modules/users/users.module';
import { BuildingsModule } from './modules/buildings/buildings.module';
import { RoomsModule } from './modules/rooms/rooms.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { WalletsModule } from './modules/wallets/wallets.module';
import { SalesModule } from './modules/sales/sales.module';
import { DebtsModule } from './modules/debts/debts.module';
import { RefusalsModule } from './modules/refusals/refusals.module';
import { EmployeesModule } from './modules/employees/employees.module';
import { InvestorsModule } from './modules/investors/investors.module';
import { SuppliersModule } from './modules/suppliers/suppliers.module';
import { ConstructionModule } from './modules/construction/construction.module';
import { AuditModule } from './modules/audit/audit.module';
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
        IdempotencyPurgeModule,
        ListChangePruneModule,
        BackupModule,
        BackupsModule,
        CompanySettingsModule,
        CollectionsModule,
        DocumentTemplatesModule,
        PrintingModule,
        AppConfigModule,
        SmsModule,
        SmsApiModule,
        ClientsModule,
        LidsModule,
        SearchModule,
        AuthModule,
        UsersModule,
        BuildingsModule,
        RoomsModule,
        DocumentsModule,
        ReferenceModule,
        StatisticsModule,
        LedgerModule,
        WalletsModule,
        SalesModule,
        DebtsModule,
        RefusalsModule,
        EmployeesModule,
        InvestorsModule,
        SuppliersModule,
        ConstructionModule,
        AuditModule,
      ],
      providers: [
        SignInUsers,
        ImportSlots,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: SignInCheckInterceptor },
        { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
