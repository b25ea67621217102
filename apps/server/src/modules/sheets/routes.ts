import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';

/** The office's barcode sheets area: /api/office/sheets… (roles: see OFFICE_AREA_ROLES.sheets). */
export const sheetRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'sheets'));
};
