import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  officePlanListSchema,
  officePlanSchema,
  planEditSchema,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { listOfficePlans } from './repository.ts';
import { editPlan } from './service.ts';

/**
 * The office's plans area: /api/office/plans… (roles: see OFFICE_AREA_ROLES.plans). Every plan,
 * including those not offered; an edit changes the price, texts or whether it is offered.
 */
export const officePlanRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'plans'));

  app.get('/api/office/plans', { schema: { response: { 200: officePlanListSchema } } }, async () =>
    listOfficePlans(db),
  );

  app.get(
    '/api/office/plans/:id',
    { schema: { params: idParamSchema, response: { 200: officePlanSchema } } },
    async (request) => {
      const [plan] = await listOfficePlans(db, request.params.id);
      if (!plan) {
        throw new HttpError(404, 'not_found', `There is no plan number ${request.params.id}.`);
      }
      return plan;
    },
  );

  app.patch(
    '/api/office/plans/:id',
    {
      schema: { params: idParamSchema, body: planEditSchema, response: { 200: officePlanSchema } },
    },
    async (request) => editPlan(db, staffOf(request), request.params.id, request.body),
  );
};
