import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classRegisterViewSchema,
  classTeachersSchema,
  registerClassQuerySchema,
  registerHomeSchema,
  registerSlipSchema,
  setClassTeachersSchema,
  takeRegisterReplySchema,
  takeRegisterSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { readClassRegister, readRegisterHome } from './class-view.ts';
import { readClassTeachers, setClassTeachers } from './class-teachers.ts';
import { readSlip } from './slip.ts';
import { takeRegister } from './take-register.ts';

/**
 * The morning register (issue 27 §3): /api/office/register… (roles: OFFICE_AREA_ROLES.register;
 * a teacher only for her own classes, access.ts). Today's register of a class, the sharing of
 * the absent children's perakim, the extra perakim slip, and who teaches which class.
 */
export const registerRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', officeArea(db, 'register'));

  app.get(
    '/api/office/register',
    { schema: { response: { 200: registerHomeSchema } } },
    (request) => readRegisterHome(db, staffOf(request), deps.today()),
  );

  app.get(
    '/api/office/register/class',
    {
      schema: { querystring: registerClassQuerySchema, response: { 200: classRegisterViewSchema } },
    },
    (request) => readClassRegister(db, staffOf(request), deps.today(), request.query.class),
  );

  app.post(
    '/api/office/register',
    { schema: { body: takeRegisterSchema, response: { 200: takeRegisterReplySchema } } },
    (request) => takeRegister(deps, staffOf(request), request.body),
  );

  app.get(
    '/api/office/register/slip',
    { schema: { querystring: registerClassQuerySchema, response: { 200: registerSlipSchema } } },
    (request) => readSlip(db, staffOf(request), deps.today(), request.query.class),
  );

  app.get(
    '/api/office/register/teachers',
    { schema: { response: { 200: classTeachersSchema } } },
    (request) => readClassTeachers(db, staffOf(request)),
  );

  app.put(
    '/api/office/register/teachers',
    { schema: { body: setClassTeachersSchema, response: { 200: classTeachersSchema } } },
    (request) => setClassTeachers(db, staffOf(request), request.body),
  );
};
