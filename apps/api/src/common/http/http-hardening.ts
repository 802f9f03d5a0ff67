import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { type ApiErrorCode, ErrorCode } from '@mijozlar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/config';
import { resolveLocale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import type { ImportSlots } from '../xlsx/import-slots';
import { configureXlsxImports, releaseImportSlot } from '../xlsx/xlsx-import';
import { JsonDepthGuard } from './json-depth';

/** An API-shaped error body, for the few answers that never reach Nest's exception filter. */
function errorBody(code: ApiErrorCode, acceptLanguage?: string | string[]): string {
  const locale = resolveLocale(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
  return JSON.stringify({ errors: [{ field: null, code, message: translate(locale, code) }] });
}

/**
 * Answers of the router itself (a path segment past maxParamLength: 414; a malformed
 * percent-encoding: 400) in the API's error shape instead of Fastify's.
 */
function frameworkErrors(error: { code?: string; statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const code = status === 414 ? ErrorCode.URI_TOO_LONG : ErrorCode.BAD_REQUEST;
  reply
    .code(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(errorBody(code, request.headers['accept-language']));
}

/**
 * Errors Node's HTTP parser raises before there is a request (headers too large: 431; a request
 * that never finished: 408; garbage: 400), written straight to the socket in the API's shape.
 */
function clientErrorHandler(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', ErrorCode.BAD_REQUEST]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', ErrorCode.URI_TOO_LONG]
        : [400, 'Bad Request', ErrorCode.BAD_REQUEST];
  const body = errorBody(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The Fastify server options the API runs with. */
export function fastifyOptions(config: AppConfig): FastifyServerOptions {
  return {
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: config.bodyLimitBytes,
    // Only the listed proxies may say who the client is (X-Forwarded-For is read right to left,
    // up to the first address that is not a trusted proxy); without a list, the peer address.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    // One id per request, in the logs, the X-Request-Id answer header and the audit trail; a proxy's
    // own id is kept when it looks like one.
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    frameworkErrors,
    clientErrorHandler,
  } as unknown as FastifyServerOptions;
}

/**
 * What every request goes through before Nest sees it:
 * - JSON bodies nested deeper than JSON_MAX_DEPTH are refused (400 body_too_deep) while they are
 *   read, before anything parses them (a preParsing stream in front of the JSON parser);
 * - API answers are `Cache-Control: no-store` unless the handler chose otherwise (tokens,
 *   personal data and money must not stay in a browser or proxy cache).
 */
export function hardenHttp(fastify: FastifyInstance, config: AppConfig, slots: ImportSlots): void {
  fastify.addHook('preParsing', (request: FastifyRequest, _reply: FastifyReply, payload: Readable, done: (err: Error | null, payload?: Readable) => void) => {
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (!type.includes('json')) {
      done(null, payload);
      return;
    }
    const guard = new JsonDepthGuard(config.jsonMaxDepth);
    payload.once('error', (err) => guard.destroy(err)); // an aborted upload ends the guard too
    done(null, payload.pipe(guard));
  });
  // XLSX imports hold a per-user slot, shared by every process, for their whole request
  // (common/xlsx): freed before the answer leaves, so the client's next import finds it free
  // whichever process it reaches; the other two hooks cover answers that never got to onSend.
  configureXlsxImports({ concurrency: config.importConcurrency, slots });
  fastify.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    await releaseImportSlot(request);
    return payload;
  });
  fastify.addHook('onResponse', async (request: FastifyRequest) => releaseImportSlot(request));
  fastify.addHook('onRequestAbort', async (request: FastifyRequest) => releaseImportSlot(request));
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    (request.raw as { id?: string }).id = request.id; // the request logger (pino-http) reads it
    reply.header('X-Request-Id', request.id);
    done();
  });
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    if (request.url.startsWith('/api') && !request.url.startsWith('/api/docs') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * Helmet's security headers on every answer (API, OpenAPI page, admin files). Helmet's options
 * here are fixed, so its headers are worked out once at start and each request only copies them
 * (@fastify/helmet built Helmet's middlewares, parsing the CSP directives, on every request).
 */
export function securityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  fastify.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    for (const name of removed) reply.raw.removeHeader(name);
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
