import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimiter } from '../../common/http/rate-limiter';
import { SmsModule } from '../sms/sms.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PublicRateLimitGuard } from './public-rate-limit.guard';
import { TokenService } from './token.service';

@Module({
  imports: [SmsModule],
  controllers: [AuthController],
  providers: [AuthService, TokenService, RateLimiter, { provide: APP_GUARD, useClass: PublicRateLimitGuard }],
  exports: [TokenService, RateLimiter],
})
export class AuthModule {}
