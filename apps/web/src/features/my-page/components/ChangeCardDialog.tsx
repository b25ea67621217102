import { cardEnding, type Renewal } from '@zechus/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { CardFields, useCardFields } from '../../../components/ui/CardFields.tsx';
import { CardProcessor } from '../../../components/ui/CardProcessor.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { TextField } from '../../../components/ui/FormField.tsx';
import { donor } from '../../../i18n/donor.ts';
import { paymentFailure } from '../../../lib/payment-failure.ts';
import { useChangeCard } from '../api.ts';
import { longCivilDate } from '../format.ts';
import { changeCardResolver } from '../my-page-rules.ts';
import { MyPageDialog } from './MyPageDialog.tsx';

interface ChangeCardProps {
  dedicationId: number;
  renewal: Renewal;
  donorName: string;
  onClose: () => void;
  onChanged: (card: string) => void;
}

/**
 * "Change card" (decision 0024): the sign-up's card fields, the card processor's own (0034); the
 * processor makes the card's PaymentMethod and our server has it kept for the renewals, keeping
 * only its brand and last four. A decline says the spec's sentence and keeps the form open for
 * another card. Its own chunk, with its rules (Zod), loaded when the donor presses "Change card"
 * (decision 0029).
 */
export default function ChangeCardDialog(props: ChangeCardProps) {
  return (
    <CardProcessor>
      <NewCardForm {...props} />
    </CardProcessor>
  );
}

function NewCardForm({ dedicationId, renewal, donorName, onClose, onChanged }: ChangeCardProps) {
  const change = useChangeCard(dedicationId);
  const text = donor.account;
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<{ name: string }>({
    resolver: changeCardResolver,
    mode: 'onTouched',
    defaultValues: { name: donorName },
  });
  const card = useCardFields();
  const [problem, setProblem] = useState<string | null>(null);
  const [makingCard, setMakingCard] = useState(false);
  const failure = change.isError ? paymentFailure(change.error) : null;

  const save = async ({ name }: { name: string }) => {
    setProblem(null);
    setMakingCard(true);
    const made = await card.makeCard({ name });
    setMakingCard(false);
    if (!made.card) return setProblem(made.problem);
    change.mutate(
      { name, paymentMethod: made.card.paymentMethod, type: made.card.brand },
      { onSuccess: (answer) => onChanged(cardEnding(answer.card)) },
    );
  };

  return (
    <MyPageDialog title={text.cardTitle} onClose={onClose}>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
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
        {problem ? (
          <ErrorNotice kind="problem" className="mb-4">
            {problem}
          </ErrorNotice>
        ) : null}
        <TextField
          id="new-card-name"
          label={text.cardName}
          autoComplete="cc-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <CardFields idPrefix="new-card" reports={card.reports} onReport={card.onReport} />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            type="submit"
            inactive={!isValid || !card.complete}
            busy={change.isPending || makingCard}
          >
            {text.cardSave}
          </Button>
        </div>
      </form>
    </MyPageDialog>
  );
}
