import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { CardFields, useCardFields } from '../../../components/ui/CardFields.tsx';
import { CardProcessor } from '../../../components/ui/CardProcessor.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { WalletButtons } from '../../../components/ui/WalletButtons.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { cardFingerprint, CHANGE_THE_CARD } from '../../../lib/declined-card.ts';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import type { BillingChoice } from '../billing-choice.ts';
import { signupRules } from '../rules.ts';

const billingResolver = lazyResolver(signupRules, (rules) => rules.billingResolver);

interface BillingFormProps {
  saved: BillingChoice | null;
  /** Prefills Name on Card. */
  contactName: string;
  recurringAllowed: boolean;
  /** The decline message of the last attempt, shown above the fields (spec §4, §8). */
  declined: string | null;
  /** The card just declined: the same card is not taken again until it is changed. */
  declinedCard: string | null;
  onSave: (billing: BillingChoice) => void;
  /** What a wallet authorises (the dedication's total), in cents. */
  amountCents: number;
  /** Apple Pay or Google Pay: pays at once; resolves whether the dedication was made. */
  onWalletPay: (billing: BillingChoice) => Promise<boolean>;
}

interface BillingValues {
  name: string;
  recurring?: boolean | undefined;
}

/**
 * The billing step (spec §2): Name on Card, the card in the processor's own fields (decision
 * 0034) and, where offered, the recurring toggle. Continue has the processor make the card's
 * PaymentMethod; only that, with the name and the choice, is kept, in this screen's memory.
 */
export function BillingForm(props: BillingFormProps) {
  return (
    <CardProcessor>
      <BillingFields {...props} />
    </CardProcessor>
  );
}

function BillingFields({
  saved,
  contactName,
  recurringAllowed,
  declined,
  declinedCard,
  onSave,
  amountCents,
  onWalletPay,
}: BillingFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isValid },
  } = useForm<BillingValues, unknown, { name: string; recurring: boolean }>({
    resolver: billingResolver,
    mode: 'onTouched',
    defaultValues: {
      name: saved?.name ?? contactName,
      recurring: recurringAllowed && (saved?.recurring ?? false),
    },
  });
  const card = useCardFields();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hint = problem ?? (declinedCard !== null && !card.complete ? CHANGE_THE_CARD : null);

  const save = async (values: { name: string; recurring: boolean }) => {
    setBusy(true);
    setProblem(null);
    const made = await card.makeCard({ name: values.name });
    setBusy(false);
    if (!made.card) return setProblem(made.problem);
    if (declinedCard !== null && cardFingerprint(made.card) === declinedCard) {
      return setProblem(CHANGE_THE_CARD);
    }
    onSave({ name: values.name, recurring: recurringAllowed && values.recurring, card: made.card });
  };

  return (
    <form
      noValidate
      aria-labelledby="billingInfo-title"
      {...preloadOnUse(signupRules)}
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="space-y-1"
    >
      {declined ? <ErrorNotice kind="declined">{declined}</ErrorNotice> : null}
      <WalletButtons
        amountCents={amountCents}
        onPay={({ card: paidWith, name }) =>
          onWalletPay({
            name: name?.trim() || getValues('name'),
            recurring: recurringAllowed && getValues('recurring') === true,
            card: paidWith,
          })
        }
      />
      <Field id="billing-name" label="Name on Card" error={errors.name?.message}>
        <Input
          id="billing-name"
          type="text"
          autoComplete="cc-name"
          invalid={Boolean(errors.name)}
          {...register('name')}
        />
      </Field>
      <CardFields idPrefix="billing" reports={card.reports} onReport={card.onReport} />
      {recurringAllowed ? (
        <label className="mb-5 flex cursor-pointer items-start gap-3 rounded-lg border border-stone bg-parchment px-4 py-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-describedby="billing-recurring-consent"
            {...register('recurring')}
          />
          <span>
            <span className="block font-medium text-ink">
              Make it recurring every year on this date?
            </span>
            {/* The consent a card kept for later charges needs, beside the box (issue 23 §3). */}
            <span id="billing-recurring-consent" className="mt-1 block text-sm text-ink-muted">
              If you tick this, you allow us to keep this card with our card processor and charge it{' '}
              {amountCents > 0
                ? `$${(amountCents / 100).toLocaleString('en-US')}`
                : 'the plan’s price'}{' '}
              each year on this date, until you stop it on My Page. Each renewal is e-mailed to you
              with its receipt.
            </span>
          </span>
        </label>
      ) : null}
      {hint ? (
        <p id="billing-change-card" className="mb-3 text-sm font-medium text-danger">
          {hint}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        busy={busy}
        inactive={!isValid || !card.complete}
        aria-describedby={hint ? 'billing-change-card' : undefined}
      >
        Continue
      </Button>
    </form>
  );
}
