import { OFFICE_PATHS, type OfficePayment } from '@zechus/shared';
import { Link } from 'react-router';
import { londonShort } from '../shell/london-time.ts';
import { PaymentStatusBadge } from '../shell/PaymentStatusBadge.tsx';
import { dedicationsText as text } from './strings.ts';

export const plainTableClass =
  'w-full border-collapse text-start text-[0.95rem] [&_td]:px-4 [&_td]:py-2.5 [&_th]:px-4 [&_th]:py-3 [&_th]:text-start [&_th]:text-sm [&_th]:font-semibold [&_th]:text-ink-muted [&_thead]:bg-parchment [&_tr]:border-b [&_tr]:border-stone/70';

const money = (amount: number, currency: string) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });

/** A payment's own page, in the payments area (where it can be refunded). */
const paymentPath = (id: number) => `${OFFICE_PATHS.payments}/${id}`;

/**
 * Payments as recorded (read only): amount (a link to the payment's page), what was refunded of
 * it, card, status in words (shell/payment-status.ts: "Refunded", "Partly refunded", …) and the
 * gateway's reference.
 */
export function PaymentsTable({ payments }: { payments: OfficePayment[] }) {
  if (payments.length === 0) return <p className="text-ink-muted">{text.noPayments}</p>;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-stone">
      <table className={plainTableClass}>
        <caption className="sr-only">{text.paymentsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.when}</th>
            <th scope="col">{text.purpose}</th>
            <th scope="col">{text.paid}</th>
            <th scope="col">{text.refunded}</th>
            <th scope="col">{text.card}</th>
            <th scope="col">{text.paymentStatus}</th>
            <th scope="col">{text.reference}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="whitespace-nowrap">{londonShort(p.createdAt)}</td>
              <td>{text.purposeLabel(p.purpose)}</td>
              <td className="tabular-nums">
                <Link
                  to={paymentPath(p.id)}
                  aria-label={text.openPayment(money(p.amount, p.currency))}
                  className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary underline underline-offset-4"
                >
                  {money(p.amount, p.currency)}
                </Link>
              </td>
              <td className="tabular-nums">
                {p.refunded > 0 ? money(p.refunded, p.currency) : '—'}
              </td>
              <td className="whitespace-nowrap">{text.cardEnding(p.brand, p.lastFour)}</td>
              <td>
                <PaymentStatusBadge status={p.status} />
              </td>
              <td className="font-mono text-sm break-all">{p.gatewayReference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
