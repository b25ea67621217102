import { cardEnding, type ChangeCard, type ChangeCardInput, type Renewal } from '@zechus/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { CardInputs } from '../../../components/ui/CardInputs.tsx';
import { cardFieldRegistrations } from '../../../components/ui/card-field-registrations.ts';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { TextField } from '../../../components/ui/FormField.tsx';
import { donor } from '../../../i18n/donor.ts';
import { paymentFailure } from '../../../lib/payment-failure.ts';
import { useChangeCard } from '../api.ts';
import { longCivilDate } from '../format.ts';
import { changeCardResolver } from '../my-page-rules.ts';
import { MyPageDialog } from './MyPageDialog.tsx';

/**
 * "Change card" (decision 0024): the sign-up's card fields and rules; the card goes to the
 * card processor through our server, which keeps only its brand and last four. A decline says
 * the spec's sentence and keeps the form open for another card. Its own chunk, with its rules
 * (Zod), loaded when the donor presses "Change card" (decision 0029).
 */
export default function ChangeCardDialog({
  dedicationId,
  renewal,
  donorName,
  onClose,
  onChanged,
}: {
  dedicationId: number;
  renewal: Renewal;
  donorName: string;
  onClose: () => void;
  onChanged: (card: string) => void;
}) {
  const change = useChangeCard(dedicationId);
  const text = donor.account;
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isValid },
  } = useForm<ChangeCardInput, unknown, ChangeCard>({
    resolver: changeCardResolver,
    mode: 'onTouched',
    defaultValues: { name: donorName, card: '', expire: '', cvv: '' },
  });
  const card = useWatch({ control, name: 'card' });
  const cardFields = cardFieldRegistrations(register, setValue);
  const failure = change.isError ? paymentFailure(change.error) : null;

  return (
    <MyPageDialog title={text.cardTitle} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) =>
            change.mutate(values, { onSuccess: (answer) => onChanged(cardEnding(answer.card)) }),
          )(event)
        }
      >
        <p className="mb-5 leading-relaxed text-ink-muted">
          {text.cardLede(longCivilDate(renewal.nextOn))}
        </p>
        {failure ? (
          <ErrorNotice kind={failure.kind === 'declined' ? 'declined' : 'problem'} className="mb-4">
            {failure.kind === 'declined' || failure.kind === 'gateway'
              ? failure.message
              : text.failed}
          </ErrorNotice>
        ) : null}
        <TextField
          id="new-card-name"
          label={text.cardName}
          autoComplete="cc-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <CardInputs
          idPrefix="new-card"
          {...cardFields}
          cardValue={card}
          errors={{
            card: errors.card?.message,
            expire: errors.expire?.message,
            cvv: errors.cvv?.message,
          }}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" inactive={!isValid} busy={change.isPending}>
            {text.cardSave}
          </Button>
        </div>
      </form>
    </MyPageDialog>
  );
}
