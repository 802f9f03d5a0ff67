import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto, ToBoolean, ToInt } from '../../../common/list/list-query.dto';
import { CURRENCIES, Trim } from '../../../common/list/fields';

export class CreateWalletDto {
  @ApiProperty({ maxLength: 200, example: 'Kassa' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ enum: CURRENCIES, description: 'Currency id: 1 UZS, 2 USD. Fixed once the wallet has operations.' })
  @Type(() => Number)
  @IsIn(CURRENCIES)
  currency: number;

  @ApiPropertyOptional({ default: true, description: 'false deactivates the wallet: it takes no operations' })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class UpdateWalletDto extends PartialType(CreateWalletDto) {}

export class WalletListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional()
  @ToInt()
  @IsIn(CURRENCIES)
  currency?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ description: 'true: only wallets whose balance is not zero' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  hide_zero?: boolean;
}

export class WalletOverviewQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 60, default: 12, description: 'How many Tashkent months, this one included' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(60)
  months?: number;
}
