import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attentionCountSchema,
  attentionListSchema,
  attentionOutcomeSchema,
  idParamSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { askAboutPayment, askAboutRefund, type DecisionDeps } from './decisions.ts';
import { retryMail } from './mail-decision.ts';
import { dismissFailedRefund } from './processor-items.ts';
import { attentionItems } from './queue.ts';
import { retryRenewal, stopRenewal } from './renewal-decisions.ts';

/**
 * Needs attention: /api/office/attention… (roles: OFFICE_AREA_ROLES.attention). The queue, its
 * count for the office's home, and one route per decision.
 */
export const attentionRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', officeArea(db, 'attention'));
  const queue = () => {
    const now = new Date();
    return attentionItems(db, {
      now,
      settledBefore: new Date(now.getTime() - deps.paymentRecoveryAfterSeconds * 1000),
    });
  };

  app.get(
    '/api/office/attention',
    { schema: { response: { 200: attentionListSchema } } },
    async () => ({ items: await queue() }),
  );

  app.get(
    '/api/office/attention/count',
    { schema: { response: { 200: attentionCountSchema } } },
    async () => ({ count: (await queue()).length }),
  );

  const decisions: [
    string,
    (d: DecisionDeps, s: ReturnType<typeof staffOf>, id: number) => Promise<unknown>,
  ][] = [
    ['/api/office/attention/payments/:id/ask', askAboutPayment],
    ['/api/office/attention/renewals/:id/retry', retryRenewal],
    ['/api/office/attention/renewals/:id/stop', stopRenewal],
    ['/api/office/attention/mails/:id/retry', retryMail],
    ['/api/office/attention/refunds/:id/ask', askAboutRefund],
    ['/api/office/attention/refunds/:id/dismiss', dismissFailedRefund],
  ];
  for (const [url, decide] of decisions) {
    app.post(
      url,
      { schema: { params: idParamSchema, response: { 200: attentionOutcomeSchema } } },
      async (request) =>
        decide({ ...deps, log: request.log }, staffOf(request), request.params.id) as never,
    );
  }
};
