import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mijozlar/shared';
import { IsUzPhone, PhoneField } from '../../../common/auth/phone.validator';

export class LoginDto {
  @ApiPropertyOptional({ example: '+998 (90) 123-45-67' })
  @ValidateIf((o: LoginDto) => o.phone === undefined || o.phone_number !== undefined)
  @IsUzPhone()
  phone_number?: string;

  @ApiPropertyOptional({ description: 'Accepted instead of phone_number' })
  @ValidateIf((o: LoginDto) => o.phone !== undefined && o.phone_number === undefined)
  @IsUzPhone()
  phone?: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

export class RefreshDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  refresh: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refresh?: string;
}

export class VerifyPhoneDto {
  @PhoneField()
  phone_number: string;
}

export class VerifyCodeDto {
  @PhoneField()
  phone_number: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{6}$/, { context: {} })
  code: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  verification_key: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password_confirm: string;
}

export class TokenPairDto {
  @ApiProperty() access: string;
  @ApiProperty() refresh: string;
}

export class VerificationKeyDto {
  @ApiProperty() verification_key: string;
}

export class DetailDto {
  @ApiProperty() detail: string;
}
