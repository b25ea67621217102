import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayLearnerParamSchema,
  dayLearnersQuerySchema,
  dayLearnersSchema,
  dayParamSchema,
  dayPerekParamSchema,
  dayQuerySchema,
  dayViewSchema,
  perekReplySchema,
  reassignOpenSchema,
  reassignPerekSchema,
  reassignReplySchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { readDayLearners } from './day-learners.ts';
import { readDayView } from './day-view.ts';
import { markDoneByHand, undoDone } from './done-marks.ts';
import { reassignOpen, reassignPerek } from './reassign.ts';

/**
 * The office's days area: /api/office/days… (roles: see OFFICE_AREA_ROLES.days). One day's 525
 * perakim with who has each and how it was done; a perek (or all of an absent child's open
 * perakim) given to others; a perek marked done by hand, or a mistaken one undone. The rules of
 * which day allows what are in day-rules.ts; every change is audited and published live.
 */
export const dayRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', officeArea(db, 'days'));

  app.get(
    '/api/office/days/:day',
    {
      schema: {
        params: dayParamSchema,
        querystring: dayQuerySchema,
        response: { 200: dayViewSchema },
      },
    },
    async (request) => readDayView(db, request.params.day, deps.today(), request.query),
  );

  app.get(
    '/api/office/days/:day/learners',
    {
      schema: {
        params: dayParamSchema,
        querystring: dayLearnersQuerySchema,
        response: { 200: dayLearnersSchema },
      },
    },
    async (request) => ({
      learners: await readDayLearners(db, request.params.day, request.query),
    }),
  );

  app.post(
    '/api/office/days/:day/perakim/:perekIndex/reassign',
    {
      schema: {
        params: dayPerekParamSchema,
        body: reassignPerekSchema,
        response: { 200: reassignReplySchema },
      },
    },
    async (request) =>
      reassignPerek(
        deps,
        staffOf(request),
        request.params.day,
        request.params.perekIndex,
        request.body,
      ),
  );

  app.post(
    '/api/office/days/:day/learners/:learnerId/reassign-open',
    {
      schema: {
        params: dayLearnerParamSchema,
        body: reassignOpenSchema,
        response: { 200: reassignReplySchema },
      },
    },
    async (request) =>
      reassignOpen(
        deps,
        staffOf(request),
        request.params.day,
        request.params.learnerId,
        request.body,
      ),
  );

  app.post(
    '/api/office/days/:day/perakim/:perekIndex/done',
    { schema: { params: dayPerekParamSchema, response: { 200: perekReplySchema } } },
    async (request) => ({
      perek: await markDoneByHand(
        deps,
        staffOf(request),
        request.params.day,
        request.params.perekIndex,
      ),
    }),
  );

  app.post(
    '/api/office/days/:day/perakim/:perekIndex/undo',
    { schema: { params: dayPerekParamSchema, response: { 200: perekReplySchema } } },
    async (request) => ({
      perek: await undoDone(deps, staffOf(request), request.params.day, request.params.perekIndex),
    }),
  );
};
