import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';
import { learnerListRoutes } from './list-routes.ts';
import { learnerChangeRoutes } from './change-routes.ts';
import { learnerUploadRoutes } from './upload-routes.ts';

/** The office's learners area: /api/office/learners… (roles: see OFFICE_AREA_ROLES.learners). */
export const learnerRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  app.addHook('onRequest', officeArea(deps.db, 'learners'));
  // Uploads (a photo, a class list) are read here only, within the limits of each route.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  await app.register(learnerListRoutes, deps);
  await app.register(learnerChangeRoutes, deps);
  await app.register(learnerUploadRoutes, deps);
};
