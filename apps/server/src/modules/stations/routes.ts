import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';

/** The office's scanner stations area: /api/office/stations… (roles: see OFFICE_AREA_ROLES.stations). */
export const stationRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'stations'));
};
