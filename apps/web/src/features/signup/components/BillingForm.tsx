import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { detectCardBrand } from '@zechus/shared';
import type { Billing, BillingInput } from '@zechus/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { CardInputs } from '../../../components/ui/CardInputs.tsx';
import { cardFieldRegistrations } from '../../../components/ui/card-field-registrations.ts';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import { signupRules } from '../rules.ts';
import { cardFingerprint, CHANGE_THE_CARD } from '../../../lib/declined-card.ts';

const billingResolver = lazyResolver(signupRules, (rules) => rules.billingResolver);

/** The brand the sign-up sends with the card (spec §3 Billing `type`), read from its number. */
const cardBrandOf = (billing: Billing) => detectCardBrand(billing.card)?.brand;

interface BillingFormProps {
  saved: Billing | null;
  /** Prefills Name on Card. */
  contactName: string;
  recurringAllowed: boolean;
  /** The decline message of the last attempt, shown above the fields (spec §4, §8). */
  declined: string | null;
  /** The card just declined: Continue waits until the card fields change. */
  declinedCard: string | null;
  onSave: (billing: Billing) => void;
}

/**
 * The billing step (spec §2): Name on Card, Credit Card Number, Expiration Date, CVV and, where
 * offered, the recurring toggle. Its values live in this form's memory only.
 */
export function BillingForm({
  saved,
  contactName,
  recurringAllowed,
  declined,
  declinedCard,
  onSave,
}: BillingFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isValid },
  } = useForm<BillingInput, unknown, Billing>({
    resolver: billingResolver,
    mode: 'onTouched',
    defaultValues: {
      name: saved?.name ?? contactName,
      card: saved?.card ?? '',
      expire: saved?.expire ?? '',
      cvv: saved?.cvv ?? '',
      recurring: recurringAllowed && (saved?.recurring ?? false),
    },
  });
  const card = useWatch({ control, name: 'card' });
  const expire = useWatch({ control, name: 'expire' });
  const cvv = useWatch({ control, name: 'cvv' });
  const sameAsDeclined =
    declinedCard !== null && cardFingerprint({ card, expire, cvv }) === declinedCard;
  const cardFields = cardFieldRegistrations(register, setValue);

  return (
    <form
      noValidate
      aria-labelledby="billingInfo-title"
      {...preloadOnUse(signupRules)}
      onSubmit={(event) => {
        if (sameAsDeclined) event.preventDefault();
        else
          void handleSubmit((billing) => onSave({ ...billing, type: cardBrandOf(billing) }))(event);
      }}
      className="space-y-1"
    >
      {declined ? <ErrorNotice kind="declined">{declined}</ErrorNotice> : null}
      <Field id="billing-name" label="Name on Card" error={errors.name?.message}>
        <Input
          id="billing-name"
          type="text"
          autoComplete="cc-name"
          invalid={Boolean(errors.name)}
          {...register('name')}
        />
      </Field>
      <CardInputs
        idPrefix="billing"
        {...cardFields}
        cardValue={card}
        errors={{
          card: errors.card?.message,
          expire: errors.expire?.message,
          cvv: errors.cvv?.message,
        }}
      />
      {recurringAllowed ? (
        <label className="mb-5 flex cursor-pointer items-start gap-3 rounded-lg border border-stone bg-parchment px-4 py-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...register('recurring')}
          />
          <span className="font-medium text-ink">Make it recurring every year on this date?</span>
        </label>
      ) : null}
      {sameAsDeclined ? (
        <p id="billing-change-card" className="mb-3 text-sm font-medium text-danger">
          {CHANGE_THE_CARD}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        inactive={!isValid || sameAsDeclined}
        aria-describedby={sameAsDeclined ? 'billing-change-card' : undefined}
      >
        Continue
      </Button>
    </form>
  );
}
