import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONOR_ERROR,
  DONOR_ID_REMINDER_SENT,
  donorIdReminderReplySchema,
  donorIdReminderSchema,
  LOGIN_MISMATCH_MESSAGE,
  loginReplySchema,
  loginSchema,
  SIGN_IN_LINK_REFUSED,
  signInLinkSchema,
} from '@zechus/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  claimReminder,
  reminderRateLimit,
  sendDonorIdReminder,
  TOO_MANY_REMINDERS,
} from './donor-id-reminder.ts';
import {
  claimLoginAttempt,
  loginRateLimit,
  settleLoginAttempt,
  TOO_MANY_ATTEMPTS,
} from './login-throttle.ts';
import { endSession, startSession } from './sessions.ts';
import { spendSignInLink } from './sign-in-links.ts';

interface AuthDeps {
  db: Db;
  secureCookies: boolean;
  /** Login attempts allowed per IP in ten minutes. */
  loginLimitPerIp: number;
  mailer: Mailer;
  publicUrl: string;
}

/** POST /api/login (e-mail + donor ID) and POST /api/logout (spec §4, §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/api/login',
    {
      schema: { body: loginSchema, response: { 200: loginReplySchema } },
      config: { rateLimit: loginRateLimit(deps.loginLimitPerIp) },
    },
    async (request, reply) => {
      const { email, id } = request.body;
      const claim = await claimLoginAttempt(db, email);
      if (!claim) throw new HttpError(429, 'too_many_requests', TOO_MANY_ATTEMPTS);
      const donor = await db
        .selectFrom('donors')
        .select(['id', 'name', 'donor_number', 'merged_into_id'])
        .where('email', '=', email)
        .executeTakeFirst();
      const matches = donor !== undefined && donor.donor_number === id;
      await settleLoginAttempt(db, claim, { ip: request.ip, succeeded: matches });
      if (!matches) throw new HttpError(403, DONOR_ERROR.loginMismatch, LOGIN_MISMATCH_MESSAGE);
      // A record the office merged into another still logs in, as the survivor (decision 0019).
      const survivor =
        donor.merged_into_id === null
          ? donor
          : await db
              .selectFrom('donors')
              .select(['id', 'name'])
              .where('id', '=', donor.merged_into_id)
              .executeTakeFirstOrThrow();
      await startSession(
        db,
        reply,
        request,
        { donorId: survivor.id, staffUserId: null },
        {
          secure: deps.secureCookies,
        },
      );
      return { name: survivor.name };
    },
  );

  /** Requests answered 200 whose e-mail is still to be looked up and sent (after the answer). */
  const toSend = new WeakMap<FastifyRequest, string>();
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });

  // "E-mail me my donor ID" (issue 13 §3). The answer is the same sentence whether or not the
  // address is a donor's, and it leaves before the address is even looked up: the look-up and the
  // e-mail happen after the response is sent, so its timing tells nothing either.
  app.post(
    '/api/donor-id-reminder',
    {
      schema: { body: donorIdReminderSchema, response: { 200: donorIdReminderReplySchema } },
      config: { rateLimit: reminderRateLimit() },
      onResponse: async (request, reply) => {
        const email = toSend.get(request);
        if (email === undefined || reply.statusCode !== 200) return;
        const job = sendDonorIdReminder(deps, email).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not e-mail a donor ID on request');
        });
        sending.add(job);
        void job.finally(() => sending.delete(job));
      },
    },
    async (request) => {
      const { email } = request.body;
      if (!(await claimReminder(db, email))) {
        throw new HttpError(429, 'too_many_requests', TOO_MANY_REMINDERS);
      }
      toSend.set(request, email);
      return { message: DONOR_ID_REMINDER_SENT };
    },
  );

  // The e-mailed link's page spends its token here (a POST, under CSRF, so a mail scanner that
  // opens links cannot use it up) and the donor is signed in.
  app.post(
    '/api/sign-in-link',
    {
      schema: { body: signInLinkSchema, response: { 200: loginReplySchema } },
      config: { rateLimit: loginRateLimit(deps.loginLimitPerIp) },
    },
    async (request, reply) => {
      const donor = await spendSignInLink(db, request.body.token);
      if (!donor) throw new HttpError(410, 'link_not_usable', SIGN_IN_LINK_REFUSED);
      await startSession(
        db,
        reply,
        request,
        { donorId: donor.id, staffUserId: null },
        { secure: deps.secureCookies },
      );
      return { name: donor.name };
    },
  );

  app.post(
    '/api/logout',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { ok: true as const };
    },
  );
};
