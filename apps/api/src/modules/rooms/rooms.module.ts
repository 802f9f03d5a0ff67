import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { BookingExpiryModule } from '../../jobs/booking-expiry/booking-expiry.module';
import { BuildingGridController, RoomsController } from './rooms.controller';
import { RoomsXlsxController } from './rooms-xlsx.controller';
import { RoomsService } from './rooms.service';
import { RoomsXlsxService } from './rooms-xlsx.service';

@Module({
  imports: [ClockModule, BookingExpiryModule],
  controllers: [RoomsController, BuildingGridController, RoomsXlsxController],
  providers: [RoomsService, RoomsXlsxService],
})
export class RoomsModule {}
