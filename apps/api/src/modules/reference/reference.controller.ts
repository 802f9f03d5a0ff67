import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/decorators';
import { Lang } from '../../common/i18n/lang.decorator';
import type { Locale } from '@mijozlar/shared';
import { CityQueryDto, ReferenceQueryDto } from './dto/reference-query.dto';
import { ReferenceService } from './reference.service';

/** Reference data from the server, names in the request's language (uz or ru). Any signed-in user. */
@ApiTags('reference')
@Controller()
export class ReferenceController {
  constructor(private readonly ref: ReferenceService) {}

  @Authenticated()
  @Get('currency')
  @ApiOperation({ summary: 'Currencies (1 UZS, 2 USD)' })
  currencies(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.currencies(q, lang);
  }

  @Authenticated()
  @Get('room-status')
  roomStatuses(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.roomStatuses(q, lang);
  }

  @Authenticated()
  @Get('region')
  regions(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.regions(q, lang);
  }

  @Authenticated()
  @Get('region-city')
  @ApiOperation({ summary: 'Cities and districts; filter by region' })
  cities(@Query() q: CityQueryDto, @Lang() lang: Locale) {
    return this.ref.cities(q, lang);
  }

  @Authenticated()
  @Get('payment-method')
  paymentMethods(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.paymentMethods(q, lang);
  }

  @Authenticated()
  @Get('dept-type')
  @ApiOperation({ summary: 'Debt types (the path keeps the spelling integrators use)' })
  debtTypes(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.debtTypes(q, lang);
  }

  @Authenticated()
  @Get('credit-period')
  creditPeriods(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.creditPeriods(q, lang);
  }

  @Authenticated()
  @Get('lid/status')
  lidStatuses(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.lidStatuses(q, lang);
  }

  @Authenticated()
  @Get('lid/source')
  lidSources(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.lidSources(q, lang);
  }

  @Authenticated()
  @Get('investors/types')
  investorTypes(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.investorTypes(q, lang);
  }

  @Authenticated()
  @Get('employee/salary-types')
  salaryTypes(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.salaryTypes(q, lang);
  }

  @Authenticated()
  @Get('supplier/materials')
  supplierMaterials(@Query() q: ReferenceQueryDto, @Lang() lang: Locale) {
    return this.ref.supplierMaterials(q, lang);
  }
}
