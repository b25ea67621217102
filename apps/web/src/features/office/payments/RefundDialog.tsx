import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  refundInputSchema,
  type PaymentDetail,
  type RefundAnswer,
  type RefundInput,
} from '@zechus/shared';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { isApiError } from '../../../lib/api.ts';
import { createAttemptKeys } from '../../../lib/idempotency.ts';
import { ChoiceGroup } from '../shell/ChoiceGroup.tsx';
import { DialogForm } from '../shell/DialogForm.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { paymentsKeys, requestRefund } from './api.ts';
import { paymentsText } from './strings.ts';

type HowMuch = 'whole' | 'part';

/**
 * A refund, whole or in part, with a reason. The request carries an Idempotency-Key made for
 * this attempt: a double click, or sending again after no answer came, refunds once.
 */
export function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: PaymentDetail;
  onClose: () => void;
  onDone: (answer: RefundAnswer) => void;
}) {
  const queryClient = useQueryClient();
  const keys = useRef(createAttemptKeys()).current;
  const left = payment.refundable;
  const [howMuch, setHowMuch] = useState<HowMuch>('whole');
  const form = useForm<RefundInput>({
    resolver: zodResolver(refundInputSchema),
    defaultValues: { amount: left, reason: '' },
  });
  const refund = useMutation({
    mutationFn: (body: RefundInput) => requestRefund(payment.id, body, keys.keyFor(body)),
    onSuccess: (answer) => {
      keys.forget();
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['office', 'attention'] });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      onDone(answer);
    },
    onError: (error) => {
      // A refusal ends the attempt; only a lost answer is sent again under the same key.
      if (isApiError(error) && error.status < 500) keys.forget();
    },
  });
  const { errors } = form.formState;
  return (
    <OfficeDialog title={paymentsText.refundTitle} onClose={onClose}>
      <DialogForm
        intro={paymentsText.refundIntro(payment.amount, left)}
        error={refund.error}
        onCancel={onClose}
        submitLabel={paymentsText.refundButton}
        submitIcon={RotateCcw}
        busy={refund.isPending}
        onSubmit={form.handleSubmit((values) => {
          if (values.amount > left) {
            form.setError('amount', { message: paymentsText.tooMuch(left) });
            return;
          }
          refund.mutate(values);
        })}
      >
        <div className="mb-4">
          <ChoiceGroup
            name="refund-how-much"
            legend={paymentsText.howMuch}
            value={howMuch}
            options={[
              { value: 'whole', label: paymentsText.whole(left) },
              { value: 'part', label: paymentsText.part },
            ]}
            onChange={(value) => {
              setHowMuch(value);
              if (value === 'whole') form.setValue('amount', left);
            }}
          />
        </div>
        {howMuch === 'part' ? (
          <Field
            id="refund-amount"
            label={paymentsText.amount}
            hint={paymentsText.amountHint(left)}
            error={errors.amount?.message}
          >
            <Input
              id="refund-amount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              max={left}
              hasHint
              invalid={Boolean(errors.amount)}
              data-autofocus="select"
              {...form.register('amount', { valueAsNumber: true })}
            />
          </Field>
        ) : null}
        <Field
          id="refund-reason"
          label={paymentsText.reason}
          hint={paymentsText.reasonHint}
          error={errors.reason?.message}
        >
          <Input
            id="refund-reason"
            autoComplete="off"
            hasHint
            invalid={Boolean(errors.reason)}
            {...form.register('reason')}
          />
        </Field>
      </DialogForm>
    </OfficeDialog>
  );
}
