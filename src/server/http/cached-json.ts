import type { FastifyReply } from 'fastify';

import type { CachedAnswer } from './response-cache';

/** Sends an already serialized JSON answer. */
export function sendJson<T>(reply: FastifyReply, answer: CachedAnswer<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
