import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@zechus/shared';
import { reportError } from '../config/error-reporting.ts';

/** A failure we expect and explain to the caller (bad input, not allowed, not found …). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const fieldName = (instancePath: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

/**
 * Every error answers JSON of one shape (ApiError). Bad input is a 400 that names each field and
 * what is wrong with it; a crash is a 500 that reveals nothing of the inside.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: fieldName(v.instancePath),
        message: v.message ?? 'is invalid',
      }));
      const body: ApiError = {
        error: 'bad_request',
        message: issues
          .map((i) =>
            i.path === 'body' ? `Request body: ${i.message}` : `${i.path}: ${i.message}`,
          )
          .join('; '),
        issues,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiError = {
        error: status === 429 ? 'too_many_requests' : 'bad_request',
        message: error.message,
      };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    reportError(error, { method: request.method, route: request.routeOptions.url ?? request.url });
    return reply.status(500).send({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
