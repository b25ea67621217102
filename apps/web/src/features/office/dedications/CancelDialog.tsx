import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DedicationCancel, DedicationCancelAnswer, DedicationDetail } from '@zechus/shared';
import { Ban, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { isApiError } from '../../../lib/api.ts';
import { createAttemptKeys } from '../../../lib/idempotency.ts';
import { FormActions } from '../shell/FormActions.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { cancelDedication, useDedicationChanged } from './api.ts';
import { dedicationsText as text } from './strings.ts';

/**
 * "Cancel this dedication?" with the money said: cancel and refund what is left of its payments
 * (the amount on the button), or cancel without a refund. The request carries an
 * Idempotency-Key made for this attempt, as the payments area's refund does: a double click, or
 * sending again after no answer came, cancels and refunds once. It opens on the way out.
 */
export function CancelDialog({
  dedication,
  onClose,
  onDone,
}: {
  dedication: DedicationDetail;
  onClose: () => void;
  onDone: (answer: DedicationCancelAnswer) => void;
}) {
  const queryClient = useQueryClient();
  const changed = useDedicationChanged();
  const keys = useRef(createAttemptKeys()).current;
  const [chosen, setChosen] = useState<DedicationCancel['refund'] | null>(null);
  const left = dedication.refundable;
  const cancel = useMutation({
    mutationFn: (body: DedicationCancel) =>
      cancelDedication(dedication.id, body, keys.keyFor(body)),
    onSuccess: async (answer) => {
      keys.forget();
      await changed(answer.dedication);
      void queryClient.invalidateQueries({ queryKey: ['office', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['office', 'attention'] });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      onDone(answer);
    },
    onError: (error) => {
      // A refusal ends the attempt; only a lost answer is sent again under the same key.
      if (isApiError(error) && error.status < 500) keys.forget();
    },
  });
  const choose = (refund: DedicationCancel['refund']) => {
    setChosen(refund);
    cancel.mutate({ refund });
  };
  const busy = cancel.isPending;
  return (
    <OfficeDialog title={text.cancelTitle} onClose={onClose}>
      <FailureNotice error={cancel.error} />
      <div className="space-y-3 text-lg">
        <p>{text.cancelBody}</p>
        <p>{left > 0 ? text.cancelRefundBody(left) : text.cancelNothingLeft}</p>
      </div>
      <FormActions>
        <Button variant="secondary" onClick={onClose} inactive={busy} data-autofocus="">
          {text.keep}
        </Button>
        {left > 0 ? (
          <>
            <Button
              variant="danger-outline"
              onClick={() => choose('none')}
              busy={busy && chosen === 'none'}
              inactive={busy && chosen !== 'none'}
            >
              <Ban aria-hidden="true" className="size-5" />
              {text.cancelWithoutRefund}
            </Button>
            <Button
              variant="danger"
              onClick={() => choose('full')}
              busy={busy && chosen === 'full'}
              inactive={busy && chosen !== 'full'}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              {text.cancelAndRefund(left)}
            </Button>
          </>
        ) : (
          <Button variant="danger" onClick={() => choose('none')} busy={busy}>
            <Ban aria-hidden="true" className="size-5" />
            {text.cancelConfirm}
          </Button>
        )}
      </FormActions>
    </OfficeDialog>
  );
}
