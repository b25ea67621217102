import type { FastifyReply } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The body Fastify would write for `value` under the route's response schema — the very
 * serializer app.ts installs — so that an answer kept as text (answer-cache.ts) is byte for byte
 * what the route answered before it was kept.
 */
export function jsonSerializer<S extends z.ZodType>(
  schema: S,
  url: string,
): (value: z.input<S>) => string {
  return createSerializerCompiler({})({ schema, method: 'GET', url, httpStatus: '200' }) as (
    value: z.input<S>,
  ) => string;
}

/** Sends an already serialized JSON body (a string skips Fastify's serializer). */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
