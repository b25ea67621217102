import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  newStaffSchema,
  staffActiveSchema,
  staffChangeSchema,
  staffLinkSentSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  type StaffMember,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from './office-guard.ts';
import { StaffExistsError } from './accounts.ts';
import { listStaff, readStaffMember } from './directory.ts';
import { invite, sendNewLink, type LinkDelivery } from './invitations.ts';
import { changeStaff, NO_SUCH_STAFF, setStaffActive } from './management.ts';

async function memberOrNotFound(db: Db, id: number): Promise<StaffMember> {
  const member = await readStaffMember(db, id);
  if (!member) throw new HttpError(404, 'not_found', NO_SUCH_STAFF);
  return member;
}

/**
 * The office's staff accounts area: /api/office/staff… (owners only: OFFICE_AREA_ROLES.staff).
 * List, invite (the link is e-mailed), send a new link, correct a name or e-mail, change a role,
 * switch an account off and on. The rules and audit rows live in management.ts and accounts.ts.
 */
export const staffRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', officeArea(db, 'staff'));

  const answer = async (delivery: LinkDelivery) => ({
    member: await memberOrNotFound(db, delivery.id),
    mailed: delivery.mailed,
    link: delivery.link,
    expiresAt: delivery.expiresAt,
  });

  app.get(
    '/api/office/staff',
    { schema: { querystring: staffListQuerySchema, response: { 200: staffPageSchema } } },
    async (request) => listStaff(db, request.query),
  );

  app.post(
    '/api/office/staff',
    { schema: { body: newStaffSchema, response: { 201: staffLinkSentSchema } } },
    async (request, reply) => {
      try {
        const delivery = await invite(deps, request.log, staffOf(request), request.body);
        return reply.status(201).send(await answer(delivery));
      } catch (error) {
        if (error instanceof StaffExistsError) {
          throw new HttpError(
            409,
            'staff_exists',
            `${error.message} If they need a new link, use “Send a new link” beside their name.`,
          );
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/office/staff/:id/link',
    { schema: { params: idParamSchema, response: { 200: staffLinkSentSchema } } },
    async (request) => {
      const member = await memberOrNotFound(db, request.params.id);
      if (member.state === 'off') {
        throw new HttpError(
          409,
          'switched_off',
          `${member.name}’s account is switched off. Switch it on first, then send a new link.`,
        );
      }
      const delivery = await sendNewLink(
        deps,
        request.log,
        staffOf(request),
        member.id,
        member.state === 'active',
      );
      return answer(delivery);
    },
  );

  app.patch(
    '/api/office/staff/:id',
    {
      schema: {
        params: idParamSchema,
        body: staffChangeSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => {
      await changeStaff(db, staffOf(request), request.params.id, request.body);
      return memberOrNotFound(db, request.params.id);
    },
  );

  app.put(
    '/api/office/staff/:id/active',
    {
      schema: {
        params: idParamSchema,
        body: staffActiveSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => {
      await setStaffActive(db, staffOf(request), request.params.id, request.body.active);
      return memberOrNotFound(db, request.params.id);
    },
  );
};
