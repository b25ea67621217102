import type { FastifyPluginAsync } from 'fastify';
import { attentionRoutes } from './attention/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { dayRoutes } from './days/routes.ts';
import { dedicationRoutes } from './dedications/routes.ts';
import { donorOfficeRoutes } from './donors/office-routes.ts';
import { exportRoutes } from './exports/routes.ts';
import { officeHomeRoutes } from './home/routes.ts';
import { learnerRoutes } from './learners/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import type { OfficeDeps } from './office-deps.ts';
import { officePaymentRoutes } from './payments/office-routes.ts';
import { officePlanRoutes } from './plans/office-routes.ts';
import { recordingRoutes } from './recordings/routes.ts';
import { registerRoutes } from './register/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { schoolYearRoutes } from './learners/school-year-routes.ts';
import { sheetRoutes } from './sheets/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { stationRoutes } from './stations/routes.ts';

/**
 * The office's API (DESIGN.md §6), /api/office/…: one plugin per area, each behind its own role
 * gate (staff/office-guard.ts). Sign-in, sign-out and the welcome link are officeAuthRoutes.
 */
export const officeRoutes: FastifyPluginAsync<OfficeDeps> = async (app, deps) => {
  app.decorateRequest('staff', null);
  for (const area of [
    learnerRoutes,
    schoolYearRoutes,
    dayRoutes,
    registerRoutes,
    sheetRoutes,
    recordingRoutes,
    stationRoutes,
    officePlanRoutes,
    staffRoutes,
    auditRoutes,
    dedicationRoutes,
    donorOfficeRoutes,
    messageRoutes,
    reportRoutes,
    exportRoutes,
    officePaymentRoutes,
    attentionRoutes,
    officeHomeRoutes,
  ]) {
    await app.register(area, deps);
  }
};
