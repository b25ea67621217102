import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';

/** The office's audit log area: /api/office/audit… (roles: see OFFICE_AREA_ROLES.audit). */
export const auditRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'audit'));
};
