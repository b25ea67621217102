import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DONOR_ERROR, LOGIN_MISMATCH_MESSAGE, loginReplySchema, loginSchema } from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import {
  claimLoginAttempt,
  loginRateLimit,
  settleLoginAttempt,
  TOO_MANY_ATTEMPTS,
} from './login-throttle.ts';
import { endSession, startSession } from './sessions.ts';

interface AuthDeps {
  db: Db;
  secureCookies: boolean;
  /** Login attempts allowed per IP in ten minutes. */
  loginLimitPerIp: number;
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

  app.post(
    '/api/logout',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { ok: true as const };
    },
  );
};
