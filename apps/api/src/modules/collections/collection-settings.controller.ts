import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { CollectionSettingsDto } from './dto/collection-settings.dto';
import { CollectionSettingsService } from './collection-settings.service';

/** The collection defaults: penalty rate and cap of new debts, days of grace. */
@ApiTags('settings')
@Controller('settings/collections')
export class CollectionSettingsController {
  constructor(private readonly settings: CollectionSettingsService) {}

  @RequirePermission(P.SETTINGS_WRITE)
  @Get()
  @ApiOperation({ summary: 'The collection settings: {penalty_rate ("0.0500", % per day), penalty_cap_percent ("5.00"), grace_days}' })
  get() {
    return this.settings.get();
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Put()
  @ApiOperation({
    summary: 'Changes the collection settings (the fields given); answers them all',
    description:
      'penalty_rate 0..10 (up to 4 decimals), penalty_cap_percent 0..100 (up to 2 decimals), grace_days 0..365; 400 with the field otherwise. ' +
      'New debts copy the rate and cap when their sale is confirmed; existing debts keep theirs. An audit entry `collection_settings` (update) holds what changed.',
  })
  update(@Body() body: CollectionSettingsDto, @CurrentUser() actor: AuthUser) {
    return this.settings.update(body, actor);
  }
}
