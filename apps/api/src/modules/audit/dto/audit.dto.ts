import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@mijozlar/shared';
import { ListQueryDto, ToBoolean } from '../../../common/list/list-query.dto';
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

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'With entity and entity_id (else 400): the record’s entries and those of the records that belong to it — sale: its debt, ' +
      'the debt’s payments, its refusal, the wallet operations with its sale_id; client_debt: its payments; wallet, investor, employee: ' +
      'their wallet operations; supplier: its supplier operations. Other entities: only their own entries.',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  related?: boolean;
}

export class AuditExportQueryDto extends AuditListQueryDto {
  @SheetLanguage('Language of the header row and the action names (default: Accept-Language)')
  language?: 'uz' | 'ru';
}
