import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dateMoveSchema,
  dedicationCancelSchema,
  dedicationDateParamSchema,
  dedicationDetailSchema,
  dedicationEditSchema,
  dedicationListQuerySchema,
  dedicationListSchema,
  idParamSchema,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { requestFingerprint, runIdempotently } from '../idempotency/idempotency.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { idempotencyHeaders } from '../signup/routes.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { dedicationDetail } from './detail.ts';
import { listDedications } from './repository.ts';
import { cancelDedication, editDedication, moveDate, stopRenewal } from './service.ts';

/**
 * The office's dedications area, /api/office/dedications… (owner and office; see
 * shared/office/dedications.ts for the routes and their payloads).
 */
export const dedicationRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db, today } = deps;
  app.addHook('onRequest', officeArea(db, 'dedications'));
  const detail = { 200: dedicationDetailSchema };

  app.get(
    '/api/office/dedications',
    { schema: { querystring: dedicationListQuerySchema, response: { 200: dedicationListSchema } } },
    async (request) => listDedications(db, request.query, today()),
  );

  app.get(
    '/api/office/dedications/:id',
    { schema: { params: idParamSchema, response: detail } },
    async (request) => dedicationDetail(db, request.params.id, today()),
  );

  app.patch(
    '/api/office/dedications/:id',
    { schema: { params: idParamSchema, body: dedicationEditSchema, response: detail } },
    async (request) => editDedication(deps, staffOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/office/dedications/:id/dates/:dateId/move',
    { schema: { params: dedicationDateParamSchema, body: dateMoveSchema, response: detail } },
    async (request) =>
      moveDate(
        { ...deps, log: request.log },
        staffOf(request),
        request.params.id,
        request.params.dateId,
        request.body,
      ),
  );

  app.post(
    '/api/office/dedications/:id/stop-renewal',
    { schema: { params: idParamSchema, response: detail } },
    async (request) => stopRenewal(deps, staffOf(request), request.params.id),
  );

  // Cancel, with or without a refund. It carries an Idempotency-Key as a refund does: a double
  // click (or the same request sent again after a lost answer) gets the first answer, and
  // cancels and refunds once. A refusal before anything changed is not kept under the key.
  app.post(
    '/api/office/dedications/:id/cancel',
    {
      schema: {
        params: idParamSchema,
        body: dedicationCancelSchema,
        // The answer (DedicationCancelAnswer, or a refusal) is replayed from the store as is.
        headers: idempotencyHeaders,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const key = request.headers['idempotency-key'];
      const staff = staffOf(request);
      const answer = await runIdempotently(
        db,
        'office-cancel-dedication',
        key,
        requestFingerprint({ id, refund: request.body.refund }),
        async () => {
          try {
            const body = await cancelDedication(
              { ...deps, log: request.log },
              staff,
              id,
              request.body,
              key,
            );
            return { statusCode: 200, body };
          } catch (error) {
            if (error instanceof HttpError && error.statusCode < 500) {
              return {
                statusCode: error.statusCode,
                body: { error: error.code, message: error.message },
                refusedBeforeWork: true,
              };
            }
            throw error;
          }
        },
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
