import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DAILY_MAIL_LINK_UNKNOWN,
  DAILY_MAIL_PLAN_TYPES,
  DAILY_MAIL_STOP_ROUTE,
  dailyMailOptInSchema,
  dailyMailSettingsSchema,
  dailyMailSubscriptionSchema,
  dailyMailTokenParamsSchema,
  hourLabel,
  idParamSchema,
  SHARE_LINK_INACTIVE,
  shareTokenParamSchema,
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { acceptOneClickBodies, requireOneClick } from '../../http/one-click-unsubscribe.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/audit.ts';
import { requireDonor } from '../auth/sessions.ts';
import { ownDedication } from '../my-account/dedication-access.ts';
import { askForDailyMail, confirmDailyMail, dedicationOfWorkingShareLink } from './family.ts';
import { setDailyMailOn, subscriptionOfStopLink } from './stop-links.ts';

interface DailyMailRouteDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  today: () => string;
}

/** Tokens are 256 random bits, so guessing is hopeless; the limit keeps a scripted try cheap. */
const tokenRateLimit = { max: 30, timeWindow: '10 minutes' };
/** Each ask sends an e-mail to an address typed by anyone: few per address of the asker. */
const askRateLimit = { max: 5, timeWindow: '10 minutes' };

const settingsAnswer = dailyMailSettingsSchema.extend({
  /** Only a shiva's or shloishim's dedication has it. */
  offered: z.boolean(),
});
const offeredAnswer = z.object({ offered: z.boolean(), hour: z.string() });
const askedAnswer = z.object({ asked: z.literal(true) });
const confirmedAnswer = z.object({ name: z.string(), hour: z.string() });

const NOT_A_MOURNING =
  'The daily e-mail is for the days of a shiva or a shloishim that are still to come.';

/**
 * The daily e-mail through a mourning (issue 26 §6, decision 0041): the sponsor's switch and hour
 * on My Page, a relative's ask and confirm from the shared page, and the stop link of every
 * e-mail (its page, and RFC 8058's one-click POST) — as the reminders' (decision 0025).
 */
export const dailyMailRoutes: FastifyPluginAsyncZod<DailyMailRouteDeps> = async (app, deps) => {
  const { db } = deps;

  const settingsOf = async (id: number) => {
    const row = await db
      .selectFrom('enrollments as e')
      .innerJoin('plans as p', 'p.id', 'e.plan_id')
      .select(['e.daily_mail_on', 'e.daily_mail_hour', 'p.type'])
      .where('e.id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      on: Boolean(row.daily_mail_on),
      hour: row.daily_mail_hour,
      offered: (DAILY_MAIL_PLAN_TYPES as readonly string[]).includes(row.type),
    };
  };

  app.get(
    '/api/my-page/dedications/:id/daily-mail',
    { schema: { params: idParamSchema, response: { 200: settingsAnswer } } },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      await ownDedication(db, donorId, request.params.id);
      void reply.header('cache-control', 'private, no-store');
      return settingsOf(request.params.id);
    },
  );

  app.put(
    '/api/my-page/dedications/:id/daily-mail',
    {
      schema: {
        params: idParamSchema,
        body: dailyMailSettingsSchema,
        response: { 200: settingsAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const donorId = await requireDonor(db, request);
      const dedication = await ownDedication(db, donorId, request.params.id);
      const before = await settingsOf(dedication.id);
      if (!before.offered) throw new HttpError(409, 'not_a_mourning', NOT_A_MOURNING);
      const { on, hour } = request.body;
      const donor = await db
        .selectFrom('donors')
        .select(['donor_number', 'name'])
        .where('id', '=', donorId)
        .executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('enrollments')
          .set({ daily_mail_on: on, daily_mail_hour: hour })
          .where('id', '=', dedication.id)
          .execute();
        await recordAudit(
          trx,
          { donor: { id: donorId, number: donor.donor_number, name: donor.name } },
          {
            area: 'dedications',
            action: 'dedication.daily-mail',
            targetId: dedication.id,
            summary: on
              ? `Daily e-mail for ${dedication.name} on, at ${hourLabel(hour)}`
              : `Daily e-mail for ${dedication.name} off`,
            before: { on: before.on, hour: before.hour },
            after: { on, hour },
          },
        );
      });
      return { on, hour, offered: true };
    },
  );

  // The shared page asks whether to offer it: only through a mourning with days still to come.
  app.get(
    '/api/shared/:token/daily-mail',
    {
      schema: { params: shareTokenParamSchema, response: { 200: offeredAnswer } },
      config: { rateLimit: { max: 120, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const link = await dedicationOfWorkingShareLink(db, request.params.token, deps.today());
      if (!link) throw new HttpError(404, 'not_found', SHARE_LINK_INACTIVE);
      void reply.header('cache-control', 'no-store');
      return { offered: link.offered, hour: hourLabel(link.hour) };
    },
  );

  // A relative on the shared page asks; a confirm link goes to the address they typed.
  app.post(
    '/api/shared/:token/daily-mail',
    {
      schema: {
        params: shareTokenParamSchema,
        body: dailyMailOptInSchema,
        response: { 202: askedAnswer },
      },
      config: { rateLimit: askRateLimit },
    },
    async (request, reply) => {
      const link = await dedicationOfWorkingShareLink(db, request.params.token, deps.today());
      if (!link) throw new HttpError(404, 'not_found', SHARE_LINK_INACTIVE);
      if (!link.offered) throw new HttpError(409, 'not_a_mourning', NOT_A_MOURNING);
      await askForDailyMail(deps, link, request.body.email);
      return reply.code(202).send({ asked: true as const });
    },
  );

  // The confirm link's page posts here (CSRF as every form): opening the link changes nothing.
  app.post(
    '/api/daily-mail/confirm/:token',
    {
      schema: { params: dailyMailTokenParamsSchema, response: { 200: confirmedAnswer } },
      config: { rateLimit: tokenRateLimit },
    },
    async (request) => {
      const confirmed = await confirmDailyMail(db, request.params.token);
      if (!confirmed) throw new HttpError(404, 'not_found', DAILY_MAIL_LINK_UNKNOWN);
      return { name: confirmed.name, hour: hourLabel(confirmed.hour) };
    },
  );

  const subscriptionOf = async (token: string) => {
    const subscription = await subscriptionOfStopLink(db, token);
    if (!subscription) throw new HttpError(404, 'not_found', DAILY_MAIL_LINK_UNKNOWN);
    return subscription;
  };

  // The stop link's page reads whose e-mail it is; reading changes nothing.
  app.get(
    '/api/daily-mail/:token',
    {
      schema: {
        params: dailyMailTokenParamsSchema,
        response: { 200: dailyMailSubscriptionSchema },
      },
      config: { rateLimit: tokenRateLimit },
    },
    async (request, reply) => {
      const { name, on } = await subscriptionOf(request.params.token);
      void reply.header('cache-control', 'no-store');
      return { name, on };
    },
  );

  for (const [action, on] of [
    ['stop', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/api/daily-mail/:token/${action}`,
      {
        schema: {
          params: dailyMailTokenParamsSchema,
          response: { 200: dailyMailSubscriptionSchema },
        },
        config: { rateLimit: tokenRateLimit },
      },
      async (request) => {
        const subscription = await subscriptionOf(request.params.token);
        await setDailyMailOn(db, subscription, on);
        return { name: subscription.name, on };
      },
    );
  }

  // RFC 8058 one-click (http/one-click-unsubscribe.ts).
  acceptOneClickBodies(app);
  app.post(
    DAILY_MAIL_STOP_ROUTE,
    {
      schema: { params: dailyMailTokenParamsSchema },
      config: { oneClickUnsubscribe: true, rateLimit: tokenRateLimit },
    },
    async (request, reply) => {
      requireOneClick(request.body);
      const subscription = await subscriptionOf(request.params.token);
      await setDailyMailOn(db, subscription, false);
      return reply.type('text/plain; charset=utf-8').send('The daily e-mails are stopped.');
    },
  );
};
