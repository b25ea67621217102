import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { ROUTES } from '@zechus/shared';
import { HeartHandshake, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BusyOverlay } from '../../../components/ui/BusyOverlay.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import {
  CardFields,
  useCardFields,
  type ProcessorCard,
} from '../../../components/ui/CardFields.tsx';
import { WalletButtons } from '../../../components/ui/WalletButtons.tsx';
import { CardProcessor } from '../../../components/ui/CardProcessor.tsx';
import { ContactInputs } from '../../../components/ui/ContactInputs.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { PageBanner } from '../../../components/ui/PageBanner.tsx';
import { useClientState } from '../../../lib/client-state.ts';
import { cardFingerprint, CHANGE_THE_CARD } from '../../../lib/declined-card.ts';
import { createAttemptKeys } from '../../../lib/idempotency.ts';
import { lazyResolver, preloadOnUse, useLoadedRules } from '../../../lib/lazy-module.ts';
import { paymentFailure } from '../../../lib/payment-failure.ts';
import { useDonate } from '../api.ts';
import { donationRules } from '../rules.ts';
import { donationRequest, requiredFilled } from '../donation-form.ts';
import type { DonationFormValues } from '../donation-form.ts';
import { FormFieldset } from '../../../components/ui/FormFieldset.tsx';

const EMPTY: DonationFormValues = {
  name: '',
  number: '',
  email: '',
  amount: '',
  postal_code: '',
};

const resolver = lazyResolver(donationRules, (rules) => rules.donationResolver);

/**
 * The general donation form (spec §2 "Donation screen", §4, §5), its card in the processor's own
 * fields (decision 0034).
 */
export default function DonatePage() {
  return (
    <CardProcessor>
      <DonationForm />
    </CardProcessor>
  );
}

function DonationForm() {
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<DonationFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const values = useWatch({ control });
  const filled = requiredFilled(values);
  const rules = useLoadedRules(donationRules, filled);
  const card = useCardFields();
  const donorFieldsComplete = filled && (rules?.donationIsComplete(values) ?? false);
  const complete = donorFieldsComplete && card.complete;
  const amountCents = donorFieldsComplete ? rules?.amountInCents(values) : undefined;
  const keys = useMemo(() => createAttemptKeys(), []);
  const donate = useDonate();
  const setDonationConfirmation = useClientState((state) => state.setDonationConfirmation);
  const navigate = useNavigate();
  const [declined, setDeclined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The card just declined (memory only): the same card is not sent again. */
  const [declinedCard, setDeclinedCard] = useState<string | null>(null);
  const [makingCard, setMakingCard] = useState(false);
  const sameAsDeclined = declinedCard !== null && !card.complete;

  const send = async () => {
    if (donate.isPending || makingCard) return;
    const typed = getValues();
    setDeclined(null);
    setProblem(null);
    setMakingCard(true);
    const made = await card.makeCard({
      name: typed.name.trim(),
      email: typed.email.trim(),
      ...(typed.postal_code.trim() ? { address: { postal_code: typed.postal_code.trim() } } : {}),
    });
    setMakingCard(false);
    if (!made.card) return setProblem(made.problem);
    if (declinedCard !== null && cardFingerprint(made.card) === declinedCard) {
      return setProblem(CHANGE_THE_CARD);
    }
    await payWith(made.card);
  };

  /** Sends the donation paid with this card; resolves whether it went through. */
  const payWith = (paidWith: ProcessorCard): Promise<boolean> => {
    const body = donationRequest(getValues(), paidWith);
    return new Promise((resolve) =>
      donate.mutate(
        { body, idempotencyKey: keys.keyFor(body) },
        {
          onSuccess: (confirmation) => {
            resolve(true);
            setDonationConfirmation(confirmation);
            void navigate(ROUTES.DonationThankYou.path);
          },
          onError: (error) => {
            resolve(false);
            const failure = paymentFailure(error);
            if (failure.kind === 'declined' || failure.kind === 'invalid') keys.forget();
            if (failure.kind === 'declined') {
              setDeclined(failure.message);
              setDeclinedCard(cardFingerprint(paidWith));
              card.clearNumber();
            } else setProblem(failure.message);
          },
        },
      ),
    );
  };

  return (
    <>
      <PageBanner
        eyebrow="General donation"
        title="Support the children’s learning"
        lede={
          <p>
            Every gift keeps our children learning Mishnayos every day. Give any amount — the
            learning is its own zechus.
          </p>
        }
        aside={
          <HeartHandshake aria-hidden="true" className="size-28 text-gold" strokeWidth={1.2} />
        }
      />
      <section aria-labelledby="donate-form-title" className="py-10 md:py-14">
        <div className="container-content max-w-2xl">
          <div className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-8">
            <h2 id="donate-form-title" className="text-2xl font-semibold">
              Your donation
            </h2>
            <p className="mt-1 mb-6 text-ink-muted">
              Postal code is optional; every other field is needed.
            </p>
            <form
              noValidate
              aria-labelledby="donate-form-title"
              {...preloadOnUse(donationRules)}
              onSubmit={(event) => {
                if (!complete || sameAsDeclined) {
                  event.preventDefault();
                  return;
                }
                void handleSubmit(() => send())(event);
              }}
            >
              <FormFieldset className="space-y-1">
                {declined ? <ErrorNotice kind="declined">{declined}</ErrorNotice> : null}
                <Field id="donate-name" label="Name on Card" error={errors.name?.message}>
                  <Input
                    id="donate-name"
                    type="text"
                    autoComplete="cc-name"
                    invalid={Boolean(errors.name)}
                    {...register('name')}
                  />
                </Field>
                <ContactInputs
                  idPrefix="donate"
                  phone={register('number')}
                  email={register('email')}
                  labels={{ phone: 'Phone Number' }}
                  errors={{ phone: errors.number?.message, email: errors.email?.message }}
                />
                <Field
                  id="donate-amount"
                  label="Amount (US dollars)"
                  error={errors.amount?.message}
                >
                  <div className="relative">
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 start-4 flex items-center font-serif text-xl text-ink-muted"
                    >
                      $
                    </span>
                    <Input
                      id="donate-amount"
                      type="text"
                      inputMode="decimal"
                      placeholder="180"
                      invalid={Boolean(errors.amount)}
                      className="ps-9 font-serif text-xl"
                      {...register('amount')}
                    />
                  </div>
                </Field>
                {donorFieldsComplete && amountCents ? (
                  <WalletButtons
                    amountCents={amountCents}
                    onPay={({ card: paidWith }) => {
                      setDeclined(null);
                      setProblem(null);
                      return payWith(paidWith);
                    }}
                  />
                ) : null}
                <CardFields idPrefix="donate" reports={card.reports} onReport={card.onReport} />
                <Field
                  id="donate-postal"
                  label="Postal Code (optional)"
                  error={errors.postal_code?.message}
                  className="max-w-xs"
                >
                  <Input
                    id="donate-postal"
                    type="text"
                    autoComplete="postal-code"
                    invalid={Boolean(errors.postal_code)}
                    {...register('postal_code')}
                  />
                </Field>
                {problem ? <ErrorNotice>{problem}</ErrorNotice> : null}
                {sameAsDeclined ? (
                  <p id="donate-change-card" className="text-sm font-medium text-danger">
                    {CHANGE_THE_CARD}
                  </p>
                ) : null}
                <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
                  <Button
                    type="submit"
                    size="lg"
                    inactive={!complete || sameAsDeclined}
                    busy={donate.isPending || makingCard}
                    aria-describedby={sameAsDeclined ? 'donate-change-card' : undefined}
                  >
                    Donate
                  </Button>
                  <p className="flex items-center gap-2 text-sm text-ink-muted">
                    <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-done" />
                    Your card is typed into our card processor’s secure fields: we never see its
                    number.
                  </p>
                </div>
              </FormFieldset>
            </form>
          </div>
        </div>
      </section>
      {donate.isPending ? <BusyOverlay label="Processing your donation…" /> : null}
    </>
  );
}
