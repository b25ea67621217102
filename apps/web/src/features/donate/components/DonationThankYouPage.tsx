import { OFFICE } from '@zechus/shared';
import { CreditCard, Phone } from 'lucide-react';
import candle from '../../../assets/candle.svg';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { NoConfirmation } from '../../../components/ui/NoConfirmation.tsx';
import { useClientState } from '../../../lib/client-state.ts';
import { formatPrice } from '../../../lib/format.ts';

/**
 * DonationThankYou (spec §2, §4): thanks, the amount, the card's last four, the day as a Hebrew
 * date and a new donor's ID.
 */
export default function DonationThankYouPage() {
  const confirmation = useClientState((state) => state.donationConfirmation);
  // Spec §2 shows nothing without a confirmation; a visitor who lands here gets the way on.
  if (!confirmation) return <NoConfirmation what="donation" />;
  const { donor, amount, date, billing, programmeTitle } = confirmation;
  return (
    <div className="container-content max-w-2xl py-12 md:py-16">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-stone bg-white px-6 py-10 text-center shadow-card sm:px-10">
        <img src={candle} alt="" className="h-24 w-auto" />
        <p className="text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
          {programmeTitle}
        </p>
        <h1 id="page-title" className="text-3xl leading-tight font-semibold md:text-4xl">
          Thank you for your donation, {donor.name}
        </h1>
        <p className="max-w-lg text-lg text-ink-muted">
          Your gift keeps the children learning every day. A receipt will be sent to{' '}
          <strong className="wrap-anywhere text-ink">{donor.email}</strong>.
        </p>
        <dl className="mt-4 w-full divide-y divide-dashed divide-stone rounded-lg border border-dashed border-[#cbbf9f] bg-parchment px-5 text-start">
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-ink-muted">Amount</dt>
            <dd className="font-serif text-2xl font-semibold text-primary">
              {formatPrice(amount)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-ink-muted">Payment</dt>
            <dd className="inline-flex items-center gap-2">
              <CreditCard aria-hidden="true" className="size-5 text-ink-muted" />
              Card ending in {billing.last_four}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-ink-muted">Date</dt>
            <dd>
              <Hebrew className="text-xl">{date}</Hebrew>
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-ink-muted">Your donor ID</dt>
            {donor.donorId ? (
              <dd className="text-xl font-bold tabular-nums">{donor.donorId}</dd>
            ) : (
              // A known donor's ID is never shown here: it is the login (docs/decisions/0007).
              <dd className="text-end">in your receipt e-mail</dd>
            )}
          </div>
        </dl>
        <p className="mt-4 flex items-center gap-2 text-ink-muted">
          <Phone aria-hidden="true" className="size-4" />
          Questions? Call us on{' '}
          <a href={OFFICE.phoneHref} className="font-semibold text-primary underline">
            {OFFICE.phone}
          </a>
        </p>
      </div>
    </div>
  );
}
