import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classListSchema,
  idParamSchema,
  learnerDetailSchema,
  learnerListQuerySchema,
  learnerListSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { classSummaries, learnerRow, listLearners, todayOf } from './repository.ts';
import { notFound } from './service.ts';

/** Reading the learners: the list, the classes, one learner. */
export const learnerListRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db, today }) => {
  app.get(
    '/api/office/learners',
    { schema: { querystring: learnerListQuerySchema, response: { 200: learnerListSchema } } },
    async (request) => listLearners(db, request.query, today()),
  );

  app.get(
    '/api/office/learners/classes',
    { schema: { response: { 200: classListSchema } } },
    async () => classSummaries(db),
  );

  app.get(
    '/api/office/learners/:id',
    { schema: { params: idParamSchema, response: { 200: learnerDetailSchema } } },
    async (request) => {
      const { id } = request.params;
      const row = await learnerRow(db, id, today());
      if (!row) throw notFound(id);
      return { ...row, today: await todayOf(db, id, today()) };
    },
  );
};
