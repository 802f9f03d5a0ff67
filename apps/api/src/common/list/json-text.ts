import type { FastifyInstance } from 'fastify';
import { JsonText } from './paginate';

/**
 * Answers that are objects are written by this serializer: a JsonText (JSON written by PostgreSQL)
 * as it is, anything else by JSON.stringify as Fastify's default would. Fastify has already set
 * `application/json; charset=utf-8` for an object answer.
 */
export function serveJsonText(fastify: FastifyInstance): void {
  // A kept answer's text is a Buffer: Fastify sends a Buffer from a serializer as it is, too.
  fastify.setReplySerializer((payload) => (payload instanceof JsonText ? (payload.text as string) : JSON.stringify(payload)));
}
