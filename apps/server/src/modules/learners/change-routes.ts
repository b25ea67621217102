import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  importConfirmSchema,
  importResultSchema,
  learnerChangeSchema,
  learnerUpdateSchema,
  newLearnerSchema,
} from '@zechus/shared';
import { z } from 'zod';
import type { OfficeDeps } from '../office-deps.ts';
import { staffOf } from '../staff/office-guard.ts';
import { commitImport } from './import-service.ts';
import { setLearnerPhoto } from './photo-service.ts';
import { addLearner, removeLearner, setLearnerActive, updateLearner } from './service.ts';

/** Changing the learners (JSON bodies); every change is audited in its own transaction. */
export const learnerChangeRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  app.post(
    '/api/office/learners',
    { schema: { body: newLearnerSchema, response: { 201: learnerChangeSchema } } },
    async (request, reply) => {
      const change = await addLearner(deps, staffOf(request), request.body);
      return reply.status(201).send(change);
    },
  );

  app.patch(
    '/api/office/learners/:id',
    {
      schema: {
        params: idParamSchema,
        body: learnerUpdateSchema,
        response: { 200: learnerChangeSchema },
      },
    },
    async (request) => updateLearner(deps, staffOf(request), request.params.id, request.body),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/office/learners/:id/${action}`,
      { schema: { params: idParamSchema, response: { 200: learnerChangeSchema } } },
      async (request) => setLearnerActive(deps, staffOf(request), request.params.id, active),
    );
  }

  app.delete(
    '/api/office/learners/:id',
    { schema: { params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeLearner(deps, staffOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/office/learners/:id/photo',
    { schema: { params: idParamSchema, response: { 200: learnerChangeSchema } } },
    async (request) => setLearnerPhoto(deps, staffOf(request), request.params.id, null),
  );

  app.post(
    '/api/office/learners/import',
    {
      // Up to IMPORT_MAX_ROWS names and classes as JSON.
      bodyLimit: 512 * 1024,
      schema: { body: importConfirmSchema, response: { 200: importResultSchema } },
    },
    async (request) => commitImport(deps, staffOf(request), request.body),
  );
};
