import { IDEMPOTENCY_HEADER } from '@zechus/shared';
import type { SignUpConfirmation, SignUpRequest } from '@zechus/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { afterTheBank } from '../../lib/card-processor/pay.ts';
import { paidAnswer } from '../../lib/payment-failure.ts';

export interface SignUpCall {
  body: SignUpRequest;
  idempotencyKey: string;
}

/** POST /api/sign-up (spec §7) with its Idempotency-Key. */
export const signUp = async ({ body, idempotencyKey }: SignUpCall): Promise<SignUpConfirmation> =>
  paidAnswer(
    (data) => data as SignUpConfirmation,
    await afterTheBank(
      await api.post('/api/sign-up', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    ),
  );

export const useSignUp = () => useMutation({ mutationFn: signUp });
