import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { CbuRatesJob } from './cbu-rates.job';
import { CbuRatesService } from './cbu-rates.service';

/** The Central Bank's USD rate: the work (service, also behind POST /api/exchange-rate/fetch/) and the daily job. */
@Module({ imports: [ClockModule], providers: [CbuRatesService, CbuRatesJob], exports: [CbuRatesService, CbuRatesJob] })
export class CbuRatesModule {}
