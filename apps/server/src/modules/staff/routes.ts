import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffLoginSchema, staffMeSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { verifyPassword } from '../auth/password.ts';
import {
  loginRateLimit,
  recordLoginAttempt,
  TOO_MANY_ATTEMPTS,
  tooManyFailures,
} from '../auth/login-throttle.ts';
import { currentSession, startSession } from '../auth/sessions.ts';

const WRONG = 'That e-mail and password do not match a staff account.';

/** Staff sign-in (for scanning and reloading the walls) and "who am I". */
export const staffRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secureCookies: boolean;
  loginLimitPerIp: number;
}> = async (app, { db, secureCookies, loginLimitPerIp }) => {
  app.post(
    '/api/staff/login',
    {
      schema: { body: staffLoginSchema, response: { 200: staffMeSchema } },
      config: { rateLimit: loginRateLimit(loginLimitPerIp) },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await tooManyFailures(db, email))
        throw new HttpError(429, 'too_many_requests', TOO_MANY_ATTEMPTS);
      const staff = await db
        .selectFrom('staff_users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      const ok = staff !== undefined && (await verifyPassword(password, staff.password_hash));
      await recordLoginAttempt(db, { email, ip: request.ip, succeeded: ok });
      if (!ok) throw new HttpError(403, 'forbidden', WRONG);
      await startSession(
        db,
        reply,
        request,
        { donorId: null, staffUserId: staff.id },
        { secure: secureCookies },
      );
      return { name: staff.name, email: staff.email };
    },
  );

  app.get('/api/staff/me', { schema: { response: { 200: staffMeSchema } } }, async (request) => {
    const session = await currentSession(db, request);
    const staff = session?.staffUserId
      ? await db
          .selectFrom('staff_users')
          .select(['name', 'email'])
          .where('id', '=', session.staffUserId)
          .executeTakeFirst()
      : undefined;
    if (!staff) throw new HttpError(403, 'forbidden', 'Not signed in as staff.');
    return staff;
  });
};
