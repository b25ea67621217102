import { api } from '../api.ts';
import { cardProcessor } from './processor.ts';

const clientSecretOf = (data: unknown): string | undefined => {
  if (data === null || typeof data !== 'object' || !('requiresAction' in data)) return undefined;
  const action = (data as { requiresAction: unknown }).requiresAction;
  if (action === null || typeof action !== 'object' || !('clientSecret' in action))
    return undefined;
  const secret = (action as { clientSecret: unknown }).clientSecret;
  return typeof secret === 'string' ? secret : undefined;
};

/**
 * A paying request's answer, once the bank has had its say (decision 0034). When the bank asks
 * the cardholder to prove who they are, the processor opens its 3-D Secure challenge in the page;
 * however it ends, our server is then asked to settle the payment by what the processor says,
 * and its answer (the confirmation, or the spec's decline as an ApiError) is the request's.
 */
export async function afterTheBank(data: unknown): Promise<unknown> {
  const clientSecret = clientSecretOf(data);
  if (!clientSecret) return data;
  const stripe = await cardProcessor();
  if (stripe) await stripe.handleNextAction({ clientSecret });
  return api.post('/api/payments/confirm', { clientSecret });
}
