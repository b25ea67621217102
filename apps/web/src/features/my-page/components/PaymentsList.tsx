import { cardEnding, MY_PAGE_API, type MyPayment } from '@zechus/shared';
import { Download, ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { donor } from '../../../i18n/donor.ts';
import { useMyPayments } from '../api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { longCivilDate } from '../format.ts';

function PaymentRow({ payment }: { payment: MyPayment }) {
  const text = donor.account;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4">
      <div className="min-w-0">
        <p className="font-semibold">
          {text.kinds[payment.kind]}
          {payment.kind !== 'donation' ? (
            <span className="font-normal text-ink-muted"> · {payment.description}</span>
          ) : null}
        </p>
        {payment.dedicationName ? (
          <p className="font-[family-name:var(--font-hebrew)] text-lg font-bold">
            <bdi dir="rtl" lang="he">
              {payment.dedicationName}
            </bdi>
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">
          <time dateTime={payment.paidOn}>{longCivilDate(payment.paidOn)}</time>
          {payment.card ? ` · ${text.paidWith(cardEnding(payment.card))}` : null}
          {` · ${payment.reference}`}
        </p>
      </div>
      <div className="flex items-center gap-4">
        <p className="text-end">
          <span className="text-lg font-semibold tabular-nums">{formatPrice(payment.amount)}</span>
          {payment.refunded > 0 ? (
            <span className="block text-sm text-ink-muted">
              {text.refunded(formatPrice(payment.refunded))}
            </span>
          ) : null}
        </p>
        <a
          href={MY_PAGE_API.receipt(payment.id)}
          download
          aria-label={text.receiptFor(payment.reference)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone px-3 font-semibold text-primary hover:border-primary"
        >
          <Download aria-hidden="true" className="size-4" />
          {text.receipt}
        </a>
      </div>
    </li>
  );
}

/** "Your payments": sign-ups, renewals and general donations, each with its PDF receipt. */
export function PaymentsList() {
  const query = useMyPayments();
  const titleId = useId();
  const text = donor.account;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-stone bg-white px-5 py-5 shadow-card sm:px-7"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-2xl font-semibold">
        <ReceiptText aria-hidden="true" className="size-6 text-gold-ink" />
        {text.paymentsTitle}
      </h2>
      <p className="mt-1 text-ink-muted">{text.paymentsLede}</p>
      {query.isPending ? (
        <Spinner className="mt-4 size-6" />
      ) : query.isError ? (
        <p className="mt-4 text-danger">{text.paymentsFailed}</p>
      ) : query.data.payments.length === 0 ? (
        <p className="mt-4 text-ink-muted">{text.paymentsEmpty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone">
          {query.data.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </section>
  );
}
