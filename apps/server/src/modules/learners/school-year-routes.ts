import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  childrenReportQuerySchema,
  childrenReportSchema,
  classRenameSchema,
  classReportQuerySchema,
  classReportSchema,
  classesChangedSchema,
  deactivateManySchema,
  learnersExportFileName,
  learnersExportQuerySchema,
  manyDeactivatedSchema,
  moveUpSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { deactivateMany } from './bulk-deactivate.ts';
import { renameClass } from './class-rename.ts';
import { classReport } from './class-report.ts';
import { childrenReport } from './learner-reports.ts';
import { learnersCsv } from './learners-export.ts';
import { moveClassesUp } from './move-up.ts';

/**
 * The school year in the learners area (issue 27 §4; packages/shared office/school-year.ts):
 * renaming a class, moving classes up at the year's end, deactivating many learners at once, and
 * the learners as a CSV file, a class's and a child's learning over a range of days.
 * Each change is one audited transaction; the roles are the learners area's.
 */
export const schoolYearRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  app.addHook('onRequest', officeArea(deps.db, 'learners'));

  app.post(
    '/api/office/learners/classes/rename',
    { schema: { body: classRenameSchema, response: { 200: classesChangedSchema } } },
    async (request) => renameClass(deps, staffOf(request), request.body),
  );

  app.post(
    '/api/office/learners/classes/move-up',
    {
      bodyLimit: 128 * 1024,
      schema: { body: moveUpSchema, response: { 200: classesChangedSchema } },
    },
    async (request) => moveClassesUp(deps, staffOf(request), request.body),
  );

  app.post(
    '/api/office/learners/deactivate-many',
    {
      bodyLimit: 64 * 1024,
      schema: { body: deactivateManySchema, response: { 200: manyDeactivatedSchema } },
    },
    async (request) => deactivateMany(deps, staffOf(request), request.body),
  );

  app.get(
    '/api/office/learners/export',
    { schema: { querystring: learnersExportQuerySchema } },
    async (request, reply) => {
      const today = deps.today();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${learnersExportFileName(today)}"`)
        .header('cache-control', 'no-store')
        .send(await learnersCsv(deps.db, request.query, today));
    },
  );

  app.get(
    '/api/office/learners/class-report',
    { schema: { querystring: classReportQuerySchema, response: { 200: classReportSchema } } },
    async (request) => classReport(deps.db, request.query, deps.today()),
  );

  app.get(
    '/api/office/learners/children-report',
    {
      schema: { querystring: childrenReportQuerySchema, response: { 200: childrenReportSchema } },
    },
    async (request) => childrenReport(deps.db, request.query, deps.today()),
  );
};
