import { IDEMPOTENCY_HEADER } from '@zechus/shared';
import type { DonationConfirmation, GeneralDonationRequestInput } from '@zechus/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { afterTheBank } from '../../lib/card-processor/pay.ts';
import { paidAnswer } from '../../lib/payment-failure.ts';

export interface DonationCall {
  body: GeneralDonationRequestInput;
  idempotencyKey: string;
}

/** POST /api/general-donate (spec §7) with its Idempotency-Key. */
export const donate = async ({
  body,
  idempotencyKey,
}: DonationCall): Promise<DonationConfirmation> =>
  paidAnswer(
    (data) => data as DonationConfirmation,
    await afterTheBank(
      await api.post('/api/general-donate', body, {
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    ),
  );

export const useDonate = () => useMutation({ mutationFn: donate });
