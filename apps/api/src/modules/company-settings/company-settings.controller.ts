import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CompanySettingsDto } from './dto/company-settings.dto';
import { CompanySettingsService } from './company-settings.service';

/** The company's details printed on contracts, schedules and receipts. */
@ApiTags('settings')
@Controller('settings/company')
export class CompanySettingsController {
  constructor(private readonly company: CompanySettingsService) {}

  @RequirePermission(P.SETTINGS_WRITE)
  @Get()
  @ApiOperation({
    summary: "The company's details: {name, inn, address, phone, bank_name, bank_account, mfo, director, escrow_bank, escrow_account} ('' when not filled)",
  })
  get() {
    return this.company.get();
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Put()
  @ApiOperation({
    summary: "Changes the company's details (the fields given; each trimmed, '' or null clears it); answers them all",
    description: 'inn 9 digits, mfo 5 digits, bank_account and escrow_account 20 digits (each or empty); 400 with the field otherwise. An audit entry `company_settings` (update) holds what changed.',
  })
  update(@Body() body: CompanySettingsDto, @CurrentUser() actor: AuthUser) {
    return this.company.update(body, actor);
  }
}
