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
import type { OfficeDeps } from '../office-deps.ts';
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
      moveDate(deps, staffOf(request), request.params.id, request.params.dateId, request.body),
  );

  app.post(
    '/api/office/dedications/:id/stop-renewal',
    { schema: { params: idParamSchema, response: detail } },
    async (request) => stopRenewal(deps, staffOf(request), request.params.id),
  );

  app.post(
    '/api/office/dedications/:id/cancel',
    { schema: { params: idParamSchema, body: dedicationCancelSchema, response: detail } },
    async (request) => cancelDedication(deps, staffOf(request), request.params.id, request.body),
  );
};
