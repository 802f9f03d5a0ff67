import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { defer, lastValueFrom, Observable } from 'rxjs';
import type { SignedInRequest } from './auth.guard';
import { signInClaims } from './sign-in-claim';
import { SignInUsers } from './sign-in-users';

/**
 * A request that AuthGuard let through on a remembered user (DeferSignInCheck) runs with its claim
 * in signInClaims, so that the list statement answering it checks the user too. Its answer, or its
 * error, leaves only after a confirmation: that statement's, or else one read of the user here
 * (401/403 instead of whatever the handler produced).
 */
@Injectable()
export class SignInCheckInterceptor implements NestInterceptor {
  constructor(private readonly users: SignInUsers) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const claim = context.switchToHttp().getRequest<SignedInRequest>().signInClaim;
    if (!claim) return next.handle();
    // next.handle() binds the handler to the async context it is called in: inside run(), the claim's.
    const answer = signInClaims.run(claim, () => next.handle());
    return defer(async () => {
      let value: unknown;
      try {
        value = await lastValueFrom(answer, { defaultValue: undefined });
      } catch (error) {
        await this.users.confirm(claim);
        throw error;
      }
      await this.users.confirm(claim);
      return value;
    });
  }
}
