import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completionReportSchema,
  moneyReportSchema,
  todayReportSchema,
  weekReportSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';
import { completionReport, todayReport } from './learning.ts';
import { moneyReport } from './money.ts';
import { weekReport } from './week.ts';

/**
 * The office's reports: /api/office/reports… (roles: see OFFICE_AREA_ROLES.reports). Read only;
 * "today" is London's (OfficeDeps.today), so tests can pin it.
 */
export const reportRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db, today }) => {
  app.addHook('onRequest', officeArea(db, 'reports'));

  app.get(
    '/api/office/reports/today',
    { schema: { response: { 200: todayReportSchema } } },
    async () => todayReport(db, today()),
  );

  app.get(
    '/api/office/reports/completion',
    { schema: { response: { 200: completionReportSchema } } },
    async () => completionReport(db, today()),
  );

  app.get(
    '/api/office/reports/money',
    { schema: { response: { 200: moneyReportSchema } } },
    async () => moneyReport(db, today()),
  );

  app.get(
    '/api/office/reports/week',
    { schema: { response: { 200: weekReportSchema } } },
    async () => weekReport(db, today()),
  );
};
