import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  donorContactEditSchema,
  donorDetailSchema,
  donorListQuerySchema,
  donorListSchema,
  donorMergeSchema,
  donorNoteNewSchema,
  donorResentSchema,
  idParamSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { addDonorNote } from './note-service.ts';
import { donorDetail, listDonors } from './office-repository.ts';
import { editDonorContact, mergeDonors, resendDonorId } from './office-service.ts';

/**
 * The office's donors area, /api/office/donors… (owner and office; see shared/office/donors.ts).
 * The public side of donors (found or created at sign-up) is donors.ts beside this file.
 */
export const donorOfficeRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db, today } = deps;
  app.addHook('onRequest', officeArea(db, 'donors'));
  const detail = { 200: donorDetailSchema };

  app.get(
    '/api/office/donors',
    { schema: { querystring: donorListQuerySchema, response: { 200: donorListSchema } } },
    async (request) => listDonors(db, request.query),
  );

  app.get(
    '/api/office/donors/:id',
    { schema: { params: idParamSchema, response: detail } },
    async (request) => donorDetail(db, request.params.id, today()),
  );

  app.patch(
    '/api/office/donors/:id',
    { schema: { params: idParamSchema, body: donorContactEditSchema, response: detail } },
    async (request) => editDonorContact(deps, staffOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/office/donors/:id/resend-id',
    { schema: { params: idParamSchema, response: { 200: donorResentSchema } } },
    async (request) => resendDonorId(deps, request.log, staffOf(request), request.params.id),
  );

  app.post(
    '/api/office/donors/:id/merge',
    { schema: { params: idParamSchema, body: donorMergeSchema, response: detail } },
    async (request) => mergeDonors(deps, staffOf(request), request.params.id, request.body.mergeId),
  );

  app.post(
    '/api/office/donors/:id/notes',
    { schema: { params: idParamSchema, body: donorNoteNewSchema, response: detail } },
    async (request) => addDonorNote(deps, staffOf(request), request.params.id, request.body),
  );
};
