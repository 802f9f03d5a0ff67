import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { Authenticated } from '../../common/auth/decorators';

/** What the admin needs to know about this installation's configuration (nothing secret). */
export interface PublicConfig {
  /** The external 3D layout page (THREE_D_URL); empty when not configured. */
  three_d_url: string;
  /** Whether the Central Bank's USD rate is fetched (CBU_RATES_URL is not off): the admin shows its button. */
  cbu_rates: boolean;
}

@ApiTags('config')
@Controller('config')
export class AppConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Authenticated()
  @Get()
  @ApiOperation({ summary: 'Public settings of this installation for the admin: the 3D model page, whether the Central Bank rate is fetched' })
  get(): PublicConfig {
    return { three_d_url: this.config.threeDUrl, cbu_rates: this.config.cbuRates.url !== null };
  }
}
