import { Body, Controller, Header, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { NoAudit } from '../../common/audit';
import { Lang } from '../../common/i18n/lang.decorator';
import { AuthText } from '../../common/i18n/access.messages';
import { translate } from '../../common/i18n/messages';
import { AuthService } from './auth.service';
import { TokenService } from './token.service';
import {
  DetailDto,
  LoginDto,
  LogoutDto,
  RefreshDto,
  ResetPasswordDto,
  TokenPairDto,
  VerificationKeyDto,
  VerifyCodeDto,
  VerifyPhoneDto,
} from './dto/auth.dto';
import { ApiError } from '../../common/errors/api-error';
import { ErrorCode, type Locale } from '@mijozlar/shared';

@ApiTags('account')
@Controller('account')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({
    summary: 'Sign in with phone and password',
    description: '401 invalid_credentials for a wrong password or an unknown phone; 401 account_disabled for a deactivated user whose password was right.',
  })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiTooManyRequestsResponse({
    description: 'Failure limits per 15 minutes: per phone and IP (5), per phone from any IP (10), per IP (30); while locked even the right password gets 429. See Retry-After',
  })
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<TokenPairDto> {
    const phone = body.phone_number ?? body.phone;
    if (!phone) throw ApiError.badRequest('phone_number', ErrorCode.REQUIRED);
    return this.auth.login(phone, body.password, ip);
  }

  @Public()
  @NoAudit('a rotation continues a session; its sign-in and logout are the entries')
  @Post('token/refresh')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({
    summary: 'Exchange a refresh token for a new pair (the old one stops working)',
    description: 'Within 30 s of its use the same refresh token answers the same new pair (parallel tabs); later, its reuse ends the whole session family.',
  })
  @ApiOkResponse({ type: TokenPairDto })
  refresh(@Body() body: RefreshDto): Promise<TokenPairDto> {
    return this.tokens.rotate(body.refresh);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session of a refresh token (its whole family)' })
  @ApiOkResponse({ type: DetailDto })
  async logout(@Body() body: LogoutDto, @Lang() lang: Locale): Promise<DetailDto> {
    await this.tokens.revokeByToken(body.refresh);
    return { detail: translate(lang, AuthText.LOGGED_OUT) };
  }

  @Public()
  @NoAudit('a recovery code request changes no account; the reset that uses it is the entry')
  @Post('forgot-password/verify-phone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a 6-digit code by SMS (same answer for unknown phones)' })
  @ApiOkResponse({ type: DetailDto })
  @ApiTooManyRequestsResponse({ description: 'One code per 60 s and 3 per 15 minutes per phone; 10 per 15 minutes per IP. See Retry-After' })
  async verifyPhone(@Body() body: VerifyPhoneDto, @Ip() ip: string, @Lang() lang: Locale): Promise<DetailDto> {
    await this.auth.requestCode(body.phone_number, lang, ip);
    return { detail: translate(lang, AuthText.RECOVERY_SENT) };
  }

  @Public()
  @NoAudit('checking a recovery code changes no account; the reset that follows is the entry')
  @Post('forgot-password/verify-code')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Check the code; answers a single-use verification_key' })
  @ApiOkResponse({ type: VerificationKeyDto })
  async verifyCode(@Body() body: VerifyCodeDto): Promise<VerificationKeyDto> {
    return { verification_key: await this.auth.verifyCode(body.phone_number, body.code) };
  }

  @Public()
  @Post('forgot-password/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password; ends every session of the user' })
  @ApiOkResponse({ type: DetailDto })
  async resetPassword(@Body() body: ResetPasswordDto, @Lang() lang: Locale): Promise<DetailDto> {
    if (body.password !== body.password_confirm) throw ApiError.badRequest('password_confirm', ErrorCode.PASSWORDS_DO_NOT_MATCH);
    await this.auth.resetPassword(body.verification_key, body.password);
    return { detail: translate(lang, AuthText.RECOVERY_DONE) };
  }
}
