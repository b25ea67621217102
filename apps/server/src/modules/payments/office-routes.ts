import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  refundInputSchema,
  type RefundAnswer,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { requestFingerprint, runIdempotently } from '../idempotency/idempotency.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { idempotencyHeaders } from '../signup/routes.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { listPayments, paymentDetail } from './office-list.ts';
import { refundPayment } from './refunds.ts';

const notFound = (id: number) =>
  new HttpError(404, 'payment_not_found', `There is no payment number ${id}.`);

/**
 * The office's payments area: /api/office/payments… (roles: OFFICE_AREA_ROLES.payments). The
 * list and a payment's page, and refunds through the card processor. A refund carries an
 * Idempotency-Key as the public payment forms do: a double click is one refund.
 */
export const officePaymentRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', officeArea(db, 'payments'));

  app.get(
    '/api/office/payments',
    { schema: { querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
    async (request) => listPayments(db, request.query),
  );

  app.get(
    '/api/office/payments/:id',
    { schema: { params: idParamSchema, response: { 200: paymentDetailSchema } } },
    async (request) => {
      const payment = await paymentDetail(db, request.params.id);
      if (!payment) throw notFound(request.params.id);
      return payment;
    },
  );

  app.post(
    '/api/office/payments/:id/refunds',
    {
      schema: {
        params: idParamSchema,
        body: refundInputSchema,
        // The answer (RefundAnswer, or a refusal) is replayed from the idempotency store as is.
        headers: idempotencyHeaders,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const key = request.headers['idempotency-key'];
      const amountCents = Math.round(request.body.amount * 100);
      const staff = staffOf(request);
      const answer = await runIdempotently(
        db,
        'office-refund',
        key,
        requestFingerprint({ id, amountCents, reason: request.body.reason }),
        async () => {
          try {
            const outcome = await refundPayment(
              { ...deps, log: request.log },
              {
                paymentId: id,
                amountCents,
                reason: request.body.reason,
                staff,
                idempotencyKey: key,
              },
            );
            const payment = await paymentDetail(db, id);
            const refund = payment?.refunds.find((r) => r.id === outcome.refundId);
            if (!payment || !refund) throw new Error(`refund ${outcome.refundId} vanished`);
            return {
              statusCode:
                outcome.status === 'succeeded' ? 201 : outcome.status === 'failed' ? 409 : 202,
              body: {
                ...(outcome.status === 'failed' ? { error: 'refund_refused' } : {}),
                refund,
                payment,
                message: outcome.message,
              } satisfies RefundAnswer & { error?: string },
            };
          } catch (error) {
            // A refusal before anything was stored is not kept under the key.
            if (error instanceof HttpError && error.statusCode < 500) {
              return {
                statusCode: error.statusCode,
                body: { error: error.code, message: error.message },
                refusedBeforeWork: true,
              };
            }
            throw error;
          }
        },
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
