import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mijozlar/shared';
import { PhoneField } from '../../../common/auth/phone.validator';
import { ListQueryDto, ToBoolean } from '../../../common/list/list-query.dto';
import { IntFilter, RequiredText } from '../../../common/list/fields';

export class CreateUserDto {
  @PhoneField()
  phone_number: string;

  @RequiredText(200)
  full_name: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiProperty({ description: 'Role id' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  role: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ example: '1990-05-17', nullable: true })
  @IsOptional()
  @IsDateString({ strict: true })
  date_of_birth?: string | null;

  @ApiPropertyOptional({ example: '2026-01-10' })
  @IsOptional()
  @IsDateString({ strict: true })
  date_joined?: string;

  @ApiPropertyOptional({ description: 'Id of an uploaded image (POST /api/document/upload-images/)', nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  profile_image?: number | null;
}

/** PUT accepts any subset; an absent password leaves it unchanged. */
export class UpdateUserDto extends PartialType(CreateUserDto) {}

/** PUT /api/account/user/profile/: what a user may change about themself without USER_WRITE. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  full_name?: string;

  @ApiPropertyOptional({ description: 'Id of an uploaded profile image (POST /api/document/upload-images/), or null to remove it', nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  profile_image?: number | null;
}

/** POST /api/account/user/change-password/: the current password, then the new one. */
export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  old_password: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  new_password: string;
}

export class UserListQueryDto extends ListQueryDto {
  @IntFilter('Role id')
  role?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  is_active?: boolean;
}

export class SellerListQueryDto extends ListQueryDto {}

export class RoleDto {
  @RequiredText(100)
  name: string;

  @ApiProperty({ type: [String], description: 'Permission codes' })
  @IsString({ each: true })
  permissions: string[];
}

export class UpdateRoleDto extends PartialType(RoleDto) {}
