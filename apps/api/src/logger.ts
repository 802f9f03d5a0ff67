import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { AppConfig } from './config/config';

/** JSON lines on stdout (pretty in development); secrets never logged. */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Nest 11's path syntax; the library's default "*" is auto-converted with a warning at every start.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.refresh'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') || !(req.url ?? '').startsWith('/api') },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      ...(config.nodeEnv === 'development'
        ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
  };
}
