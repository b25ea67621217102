import type { OfficePayment } from '@zechus/shared';
import { londonShort } from '../shell/london-time.ts';
import { PaymentStatusBadge } from '../shell/PaymentStatusBadge.tsx';
import { dedicationsText as text } from './strings.ts';

export const plainTableClass =
  'w-full border-collapse text-start text-[0.95rem] [&_td]:px-4 [&_td]:py-2.5 [&_th]:px-4 [&_th]:py-3 [&_th]:text-start [&_th]:text-sm [&_th]:font-semibold [&_th]:text-ink-muted [&_thead]:bg-parchment [&_tr]:border-b [&_tr]:border-stone/70';

const money = (amount: number, currency: string) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });

/**
 * Payments as recorded (read only): amount, card, status in words (shell/payment-status.ts) and
 * the gateway's reference.
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
              <td className="tabular-nums">{money(p.amount, p.currency)}</td>
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
