import type { FastifyInstance } from 'fastify';
import {
  CARD_DATA_REFUSED,
  SANDBOX_API,
  cardDataKeyIn,
  holdsCardNumber,
  stringsIn,
} from '@zechus/shared';

const LOOKS_LIKE_A_CARD =
  'This looks like a card number. Card numbers are never sent to us: please remove it, and type your card only into the card fields.';

/**
 * Card data never reaches our API (issue 23, decision 0034): a body naming card fields, or holding
 * anything that reads as a card number in any field, is refused with 400 before any route runs,
 * so it is never handled, logged as a value, stored or mailed. The sandbox's tokenizer is the one
 * exception: it takes the published test cards only (modules/sandbox/routes.ts).
 */
export function refuseCardData(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    // A raw body (a signed webhook's bytes) is the sender's, checked by its signature.
    if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) {
      return;
    }
    if (request.routeOptions.url === SANDBOX_API.paymentMethods) return;
    const key = cardDataKeyIn(request.body);
    if (key) {
      return reply.status(400).send({
        error: 'card_data_refused',
        message: CARD_DATA_REFUSED,
        issues: [{ path: key, message: CARD_DATA_REFUSED }],
      });
    }
    for (const text of stringsIn(request.body)) {
      if (holdsCardNumber(text)) {
        return reply.status(400).send({ error: 'card_data_refused', message: LOOKS_LIKE_A_CARD });
      }
    }
  });
}
