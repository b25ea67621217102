import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areasOf,
  linkTokenSchema,
  officeLoginSchema,
  officeMeSchema,
  officeSessionSchema,
  setPasswordSchema,
  welcomeInfoSchema,
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import {
  claimLoginAttempt,
  loginRateLimit,
  settleLoginAttempt,
  TOO_MANY_ATTEMPTS,
} from '../auth/login-throttle.ts';
import { findUsableLink, spendLink } from './links.ts';
import { OFFICE_ERROR } from './office-guard.ts';
import { passwordProblem } from './password-policy.ts';
import {
  currentStaff,
  endSessionsOf,
  endStaffSession,
  startStaffSession,
  type StaffActor,
} from './staff-session.ts';

export const WRONG_STAFF_LOGIN = 'That e-mail and password do not match a staff account.';
export const LINK_NOT_USABLE =
  'This link has expired or has already been used. Please ask the office’s owner to send you a new one.';

/**
 * A hash of nothing anybody knows, checked when the e-mail has no usable account, so that an
 * unknown e-mail costs the same scrypt work as a wrong password and takes as long to refuse.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(`decoy-${crypto.randomUUID()}`));

const me = (staff: StaffActor) => ({ ...staff, areas: areasOf(staff.role) });

const tokenParam = z.object({ token: linkTokenSchema });

/**
 * The office's door: sign in and out, who am I, and the one-time welcome link where a new staff
 * member (or one who lost their password) sets a password.
 */
export const officeAuthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secureCookies: boolean;
  loginLimitPerIp: number;
}> = async (app, { db, secureCookies, loginLimitPerIp }) => {
  // Begun now, not at the first unknown e-mail: that one would otherwise pay for two hashes.
  void decoy();
  app.post(
    '/api/office/login',
    {
      schema: { body: officeLoginSchema, response: { 200: officeMeSchema } },
      config: { rateLimit: loginRateLimit(loginLimitPerIp) },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const claim = await claimLoginAttempt(db, email);
      if (!claim) throw new HttpError(429, 'too_many_requests', TOO_MANY_ATTEMPTS);
      const staff = await db
        .selectFrom('staff_users')
        .select(['id', 'password_hash', 'active'])
        .where('email', '=', email)
        .executeTakeFirst();
      const usable = staff !== undefined && Boolean(staff.active) && staff.password_hash !== '';
      // The same work whether or not the account exists: one scrypt either way.
      const matches = await verifyPassword(password, usable ? staff.password_hash : await decoy());
      const ok = usable && matches;
      await settleLoginAttempt(db, claim, { ip: request.ip, succeeded: ok });
      if (!ok) throw new HttpError(403, 'forbidden', WRONG_STAFF_LOGIN);
      await startStaffSession(db, request, reply, staff.id, secureCookies);
      const signedIn = await db
        .selectFrom('staff_users')
        .select(['id', 'name', 'email', 'role'])
        .where('id', '=', staff.id)
        .executeTakeFirstOrThrow();
      return me({ ...signedIn, role: signedIn.role as StaffActor['role'] });
    },
  );

  app.post(
    '/api/office/logout',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      await endStaffSession(db, request, reply);
      return { ok: true as const };
    },
  );

  app.get('/api/office/me', { schema: { response: { 200: officeMeSchema } } }, async (request) => {
    const staff = await currentStaff(db, request);
    if (!staff) throw new HttpError(401, OFFICE_ERROR.signedOut, 'Please sign in to the office.');
    return me(staff);
  });

  app.get(
    '/api/office/session',
    { schema: { response: { 200: officeSessionSchema } } },
    async (request) => {
      const staff = await currentStaff(db, request);
      return { staff: staff ? me(staff) : null };
    },
  );

  app.get(
    '/api/office/welcome/:token',
    { schema: { params: tokenParam, response: { 200: welcomeInfoSchema } } },
    async (request) => {
      const holder = await findUsableLink(db, request.params.token);
      if (!holder) throw new HttpError(410, 'link_not_usable', LINK_NOT_USABLE);
      return { name: holder.name, email: holder.email };
    },
  );

  app.post(
    '/api/office/welcome/:token',
    {
      schema: {
        params: tokenParam,
        body: setPasswordSchema,
        response: { 200: officeMeSchema },
      },
      config: { rateLimit: loginRateLimit(loginLimitPerIp) },
    },
    async (request, reply) => {
      const holder = await findUsableLink(db, request.params.token);
      if (!holder) throw new HttpError(410, 'link_not_usable', LINK_NOT_USABLE);
      const problem = passwordProblem(request.body.password, holder.email);
      if (problem) {
        throw new HttpError(400, 'weak_password', problem);
      }
      const passwordHash = await hashPassword(request.body.password);
      const staff = await db.transaction().execute(async (trx) => {
        if (!(await spendLink(trx, holder.linkId))) return null;
        // Only while the account is on: it may have been switched off since the look-up.
        const set = await trx
          .updateTable('staff_users')
          .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
          .where('id', '=', holder.staffUserId)
          .where('active', '=', true)
          .executeTakeFirst();
        if (Number(set.numUpdatedRows) !== 1) return null;
        const staff = await trx
          .selectFrom('staff_users')
          .select(['id', 'name', 'email', 'role'])
          .where('id', '=', holder.staffUserId)
          .executeTakeFirstOrThrow();
        const actor = { ...staff, role: staff.role as StaffActor['role'] };
        await recordAudit(trx, actor, {
          area: 'staff',
          action: 'staff.password_set',
          targetId: staff.id,
          summary: `${staff.name} set a password with their one-time link`,
        });
        return actor;
      });
      if (!staff) throw new HttpError(410, 'link_not_usable', LINK_NOT_USABLE);
      // Whoever held the old password is signed out everywhere.
      await endSessionsOf(db, staff.id);
      await startStaffSession(db, request, reply, staff.id, secureCookies);
      return me(staff);
    },
  );
};
