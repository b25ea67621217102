import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';
import { auditFilterChoices, listAudit } from './log.ts';

/**
 * The office's audit log area: /api/office/audit… (roles: see OFFICE_AREA_ROLES.audit). Only
 * reading: the log has no route that edits or deletes it.
 */
export const auditRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'audit'));

  app.get(
    '/api/office/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    '/api/office/audit/filters',
    { schema: { response: { 200: auditFiltersSchema } } },
    async () => auditFilterChoices(db),
  );
};
