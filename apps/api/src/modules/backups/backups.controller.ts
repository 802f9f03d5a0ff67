import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { BackupRequestDto } from './dto/backup-request.dto';
import { BackupsService } from './backups.service';

@ApiTags('settings')
@Controller('settings/backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @RequirePermission(P.SETTINGS_WRITE)
  @Get()
  @ApiOperation({ summary: 'The nightly backup settings and the latest backups (time, size, result, error), newest first' })
  list() {
    return this.backups.overview();
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Back up now: queued for the job worker (within a minute); a backup already queued or running is answered instead. 409 with BACKUP_DIR=off' })
  request(@Body() _body: BackupRequestDto, @CurrentUser() user: AuthUser) {
    return this.backups.request(user.id);
  }
}
