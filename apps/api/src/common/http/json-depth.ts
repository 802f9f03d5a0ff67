import { Transform, TransformCallback } from 'node:stream';
import { ErrorCode } from '@mijozlar/shared';
import { ApiError } from '../errors/api-error';

/**
 * Whether a JSON body nests objects and arrays deeper than `max`, checked as it streams in
 * (Fastify's preParsing hook) by one pass over the bytes, strings and their escapes skipped, the
 * state kept across chunks: the stream fails with 400 body_too_deep at the first byte past the
 * limit, so the JSON parser never sees such a body (a body of 5 000 nested arrays is refused in
 * microseconds instead of overflowing a recursive walk later).
 */
export class JsonDepthGuard extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    // Every byte that matters here is ASCII; UTF-8 continuation bytes never equal them.
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 34) this.inString = false;
        continue;
      }
      if (c === 34) this.inString = true;
      else if (c === 123 || c === 91) {
        if (++this.depth > this.max) {
          callback(Object.assign(ApiError.badRequest(null, ErrorCode.BODY_TOO_DEEP), { statusCode: 400 }));
          return;
        }
      } else if (c === 125 || c === 93) this.depth--;
    }
    callback(null, chunk);
  }
}
