import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@mijozlar/shared';
import { ListQueryDto } from '../../../common/list/list-query.dto';
import { DayFilter, IdQuery, SheetLanguage } from '../../../common/list/fields';

export class AuditListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_ENTITIES, description: 'The resource (client, sale, wallet_operation…)' })
  @IsOptional()
  @IsIn(AUDIT_ENTITIES)
  entity?: AuditEntity;

  @IdQuery('The record (with entity): its history')
  entity_id?: number;

  @IdQuery('Who acted (a user id)')
  actor?: number;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS)
  action?: AuditAction;

  @DayFilter('2026-11-01', 'From this Tashkent day')
  date_from?: string;

  @DayFilter('2026-11-30', 'To this Tashkent day (inclusive)')
  date_to?: string;
}

export class AuditExportQueryDto extends AuditListQueryDto {
  @SheetLanguage('Language of the header row and the action names (default: Accept-Language)')
  language?: 'uz' | 'ru';
}
