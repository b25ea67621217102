import { OFFICE, learningDaysText } from '@zechus/shared';
import { CreditCard, Mail, Phone } from 'lucide-react';
import candle from '../../../assets/candle.svg';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { NoConfirmation } from '../../../components/ui/NoConfirmation.tsx';
import { useBodyClass } from '../../../hooks/useBodyClass.ts';
import { useClientState } from '../../../lib/client-state.ts';
import { formatPrice } from '../../../lib/format.ts';
import { LearningDatesList } from './LearningDates.tsx';
import { ShareAndFollow } from './ShareAndFollow.tsx';

/** SubscribeThankYou (spec §2): shown only once a confirmation is stored. */
export default function ThankYouPage() {
  useBodyClass('signup-page');
  const confirmation = useClientState((state) => state.confirmation);

  // Spec §2 renders nothing without a confirmation; a visitor who lands here gets the way on.
  if (!confirmation) return <NoConfirmation what="dedication" />;

  const { donor, plan, enrollment, billing, programmeTitle } = confirmation;
  return (
    <div className="container-content max-w-3xl py-12 md:py-16">
      <div className="rounded-[var(--radius-card)] border border-stone bg-white shadow-card">
        <div className="flex flex-col items-center gap-2 border-b border-dashed border-stone px-6 pt-10 pb-8 text-center">
          <img src={candle} alt="" className="h-24 w-auto" />
          <p className="mt-2 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
            {programmeTitle}
          </p>
          <h1 id="page-title" className="text-3xl leading-tight font-semibold md:text-4xl">
            Thank you, {donor.name}
          </h1>
          <p className="max-w-xl text-lg text-ink-muted">
            Your dedication is confirmed. A confirmation e-mail will be sent to{' '}
            <strong className="wrap-anywhere text-ink">{donor.email}</strong>.
          </p>
          <p className="mt-4 rounded-lg border-2 border-gold bg-gold-soft px-5 py-3 text-ink">
            {donor.donorId ? (
              <>
                Your donor ID: <strong className="text-2xl tabular-nums">{donor.donorId}</strong>
                <span className="block text-sm text-ink-muted">
                  keep it to log in and follow the learning
                </span>
              </>
            ) : (
              // A known donor's ID is never shown here: it is the login, and the e-mail goes only
              // to the address's owner (docs/decisions/0007).
              <>
                Your donor ID is in the confirmation e-mail.
                <span className="block text-sm text-ink-muted">
                  Use it with your e-mail address to log in and follow the learning.
                </span>
              </>
            )}
          </p>
        </div>

        <dl className="divide-y divide-stone px-6 py-2 sm:px-10">
          <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="text-ink-muted">Plan</dt>
            <dd className="w-full font-semibold sm:w-auto sm:max-w-md sm:text-end">{plan.text}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="text-ink-muted">Learning dedicated to</dt>
            <dd className="text-end">
              <Hebrew className="text-2xl font-bold">{enrollment.name}</Hebrew>
            </dd>
          </div>
          {/* The same lines as the review step and the confirmation e-mail. */}
          <div className="py-3">
            <dt className="flex flex-wrap justify-between gap-x-6 text-ink-muted">
              {enrollment.dates.length > 1 ? 'Learning dates' : 'Day of learning'}
              <span className="font-semibold text-ink">
                {learningDaysText(enrollment.dates.length)}
              </span>
            </dt>
            <dd className="mt-2">
              <LearningDatesList dates={enrollment.dates} />
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3">
            <dt className="sr-only">Payment</dt>
            <dd className="flex w-full flex-wrap items-center justify-between gap-3">
              <span className="font-serif text-2xl font-semibold text-primary">
                Total payment of {formatPrice(plan.price)}
              </span>
              <span className="inline-flex items-center gap-2 text-ink-muted">
                <CreditCard aria-hidden="true" className="size-5" />
                Card ending in {billing.last_four}
              </span>
            </dd>
          </div>
          {billing.recurring ? (
            <div className="py-3 text-done">Recurring every year on this date</div>
          ) : null}
        </dl>

        <ShareAndFollow enrollmentId={enrollment.id} name={enrollment.name} />

        <section
          aria-labelledby="next-title"
          className="m-6 rounded-lg bg-parchment p-6 sm:mx-10 sm:mb-10"
        >
          <h2 id="next-title" className="text-xl font-semibold">
            What happens next?
          </h2>
          <ul className="mt-3 space-y-3 text-ink">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
              We will e-mail you when the sponsored learning starts, and send updates as the
              children learn.
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
              <span>
                Questions? Call us on{' '}
                <a href={OFFICE.phoneHref} className="font-semibold text-primary underline">
                  {OFFICE.phone}
                </a>
                .
              </span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
