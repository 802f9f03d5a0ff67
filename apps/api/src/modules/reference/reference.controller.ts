import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/decorators';
import { resolveLocale } from '../../common/i18n/locale';
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
  currencies(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.currencies(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('room-status')
  roomStatuses(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.roomStatuses(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('region')
  regions(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.regions(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('region-city')
  @ApiOperation({ summary: 'Cities and districts; filter by region' })
  cities(@Query() q: CityQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.cities(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('payment-method')
  paymentMethods(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.paymentMethods(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('dept-type')
  @ApiOperation({ summary: 'Debt types (the path keeps the spelling integrators use)' })
  debtTypes(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.debtTypes(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('credit-period')
  creditPeriods(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.creditPeriods(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('lid/status')
  lidStatuses(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.lidStatuses(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('lid/source')
  lidSources(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.lidSources(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('investors/types')
  investorTypes(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.investorTypes(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('employee/salary-types')
  salaryTypes(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.salaryTypes(q, resolveLocale(lang));
  }

  @Authenticated()
  @Get('supplier/materials')
  supplierMaterials(@Query() q: ReferenceQueryDto, @Headers('accept-language') lang?: string) {
    return this.ref.supplierMaterials(q, resolveLocale(lang));
  }
}
