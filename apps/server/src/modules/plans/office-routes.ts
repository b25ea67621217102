import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';

/** The office's plans area: /api/office/plans… (roles: see OFFICE_AREA_ROLES.plans). */
export const officePlanRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'plans'));
};
