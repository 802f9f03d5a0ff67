import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { BookingExpiryService } from './booking-expiry.service';

@Module({ imports: [ClockModule], providers: [BookingExpiryService], exports: [BookingExpiryService] })
export class BookingExpiryModule {}
