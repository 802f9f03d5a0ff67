import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import { JsonText } from './paginate';

/** Sends a JsonText answer (JSON written by PostgreSQL) as it is, as application/json. */
@Injectable()
export class JsonTextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof JsonText)) return value;
        context.switchToHttp().getResponse<FastifyReply>().header('content-type', 'application/json; charset=utf-8');
        return value.text;
      }),
    );
  }
}
