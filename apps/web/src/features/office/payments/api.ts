import {
  paymentDetailSchema,
  paymentListSchema,
  refundAnswerSchema,
  type PaymentDetail,
  type PaymentList,
  type RefundAnswer,
  type RefundInput,
} from '@zechus/shared';
import { api, isApiError } from '../../../lib/api.ts';

const BASE = '/api/office/payments';

/** Query keys: everything of this area starts with ['office', 'payments']. */
export const paymentsKeys = {
  all: ['office', 'payments'] as const,
  list: (query: string) => ['office', 'payments', 'list', query] as const,
  detail: (id: number) => ['office', 'payments', 'detail', id] as const,
};

export const fetchPayments = async (query: string, signal?: AbortSignal): Promise<PaymentList> =>
  paymentListSchema.parse(await api.get(`${BASE}?${query}`, { signal }));

export const fetchPayment = async (id: number, signal?: AbortSignal): Promise<PaymentDetail> =>
  paymentDetailSchema.parse(await api.get(`${BASE}/${id}`, { signal }));

/**
 * POST …/refunds with the attempt's Idempotency-Key (lib/idempotency.ts): a double click, or the
 * same refund sent again after a lost answer, is one refund. A 202 (the processor did not
 * answer) is an answer like a 201; a 409 with a refund in it (the processor refused) too.
 */
export async function requestRefund(
  id: number,
  body: RefundInput,
  key: string,
): Promise<RefundAnswer> {
  try {
    return refundAnswerSchema.parse(
      await api.post(`${BASE}/${id}/refunds`, body, { headers: { 'Idempotency-Key': key } }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      const answer = refundAnswerSchema.safeParse(error.body);
      if (answer.success) return answer.data;
    }
    throw error;
  }
}
