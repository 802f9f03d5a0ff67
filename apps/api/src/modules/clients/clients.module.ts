import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ClientsXlsxController } from './clients-xlsx.controller';
import { ClientsXlsxService } from './clients-xlsx.service';

@Module({
  imports: [SmsModule],
  controllers: [ClientsXlsxController, ClientsController],
  providers: [ClientsService, ClientsXlsxService],
  exports: [ClientsService],
})
export class ClientsModule {}
