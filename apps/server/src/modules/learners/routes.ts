import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';

/** The office's learners area: /api/office/learners… (roles: see OFFICE_AREA_ROLES.learners). */
export const learnerRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'learners'));
};
