import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeCardSchema,
  idParamSchema,
  myContactEditSchema,
  myContactSchema,
  myPaymentsSchema,
  receiptReference,
} from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway/gateway.ts';
import type { DonorActor } from '../audit/audit.ts';
import { requireDonor } from '../auth/sessions.ts';
import { resumeRenewal, stopRenewal } from '../dedications/service.ts';
import { requestFingerprint, runIdempotently } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../signup/routes.ts';
import { changeRenewalCard } from './change-card.ts';
import { changeMyContact } from './contact.ts';
import { ownDedication, ownRenewingDedication } from './dedication-access.ts';
import { myPayments, receiptOf } from './payments.ts';
import { receiptPdf } from './receipt-pdf.ts';

export interface MyAccountDeps {
  db: Db;
  bus: LiveBus;
  mailer: Mailer;
  gateway: PaymentGateway;
  programmeTitle: string;
  /** Card changes per IP per 10 minutes: the sign-up's payment limit (a card-testing guard). */
  limitPerIp: number;
  today: () => string;
}

/** The signed-in donor as an audit actor (decision 0024), or the spec's 403 without a session. */
async function donorActor(
  db: Db,
  request: Parameters<typeof requireDonor>[1],
): Promise<DonorActor & { email: string }> {
  const id = await requireDonor(db, request);
  const donor = await db
    .selectFrom('donors')
    .select(['donor_number', 'name', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { donor: { id, number: donor.donor_number, name: donor.name }, email: donor.email };
}

const stoppedSchema = z.object({ stopped: z.literal(true) });
const resumedSchema = z.object({ renewing: z.literal(true) });

/**
 * What a donor does on My Page besides reading it (issue 13 §4, decision 0024): payments and
 * their PDF receipts, stopping a yearly renewal, a new card for it, and their contact details.
 * Each needs the donor's session (403 without, as every donor load: spec §8) and reaches only
 * the donor's own things; every change is audited as the donor's act.
 */
export const myAccountRoutes: FastifyPluginAsyncZod<MyAccountDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/my-page/payments',
    { schema: { response: { 200: myPaymentsSchema } } },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      reply.header('cache-control', 'private, no-store');
      return { payments: await myPayments(db, donorId) };
    },
  );

  app.get(
    '/api/my-page/payments/:id/receipt.pdf',
    {
      schema: { params: idParamSchema },
      // Each receipt is drawn afresh: bounded so a loop cannot keep the server drawing.
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      const data = await receiptOf(db, donorId, request.params.id, deps.programmeTitle);
      const file = `Zechus receipt ${receiptReference(request.params.id)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(await receiptPdf(data));
    },
  );

  app.post(
    '/api/my-page/dedications/:id/stop-renewal',
    {
      schema: { params: idParamSchema, response: { 200: stoppedSchema } },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const actor = await donorActor(db, request);
      await ownRenewingDedication(db, actor.donor.id, request.params.id);
      // The office's own action (dedications/service.ts), audited as the donor's.
      await stopRenewal(deps, { donor: actor.donor }, request.params.id);
      return { stopped: true as const };
    },
  );

  app.post(
    '/api/my-page/dedications/:id/resume-renewal',
    {
      schema: { params: idParamSchema, response: { 200: resumedSchema } },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const actor = await donorActor(db, request);
      await ownDedication(db, actor.donor.id, request.params.id);
      await resumeRenewal(deps, { donor: actor.donor }, request.params.id);
      return { renewing: true as const };
    },
  );

  app.post(
    '/api/my-page/dedications/:id/card',
    {
      schema: {
        params: idParamSchema,
        body: changeCardSchema,
        headers: idempotencyHeaders,
      },
      config: { rateLimit: { max: deps.limitPerIp, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const actor = await donorActor(db, request);
      const key = request.headers['idempotency-key'];
      const fingerprint = requestFingerprint({
        id: request.params.id,
        donor: actor.donor.id,
        ...request.body,
      });
      const answer = await runIdempotently(db, 'my-page-card', key, fingerprint, () =>
        changeRenewalCard(
          { db, gateway: deps.gateway, log: request.log },
          actor,
          request.params.id,
          request.body,
          key,
        ),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.put(
    '/api/my-page/contact',
    {
      schema: { body: myContactEditSchema, response: { 200: myContactSchema } },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const actor = await donorActor(db, request);
      await changeMyContact({ db, mailer: deps.mailer, log: request.log }, actor, request.body);
      const donor = await db
        .selectFrom('donors')
        .select(['name', 'email', 'phone'])
        .where('id', '=', actor.donor.id)
        .executeTakeFirstOrThrow();
      return donor;
    },
  );
};
