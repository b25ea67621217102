import { formatDollars, type DisputeEntry } from '@zechus/shared';
import { CheckCircle2, Gavel, Hourglass, XCircle, type LucideIcon } from 'lucide-react';
import { londonDateTime } from '../shell/london-time.ts';
import { StatusBadge, type BadgeTone } from '../shell/StatusBadge.tsx';
import { paymentsText } from './strings.ts';

/** How a dispute reads: waiting on the office or the bank, or how the bank decided. */
function look(dispute: DisputeEntry): { tone: BadgeTone; icon: LucideIcon } {
  if (dispute.open) {
    return /needs_response$/.test(dispute.status)
      ? { tone: 'bad', icon: Gavel }
      : { tone: 'waiting', icon: Hourglass };
  }
  return dispute.status === 'lost'
    ? { tone: 'bad', icon: XCircle }
    : { tone: 'good', icon: CheckCircle2 };
}

/**
 * A payment's disputes (chargebacks), as Stripe reported them (issue 23 §4): amount, status,
 * the bank's reason, and — while open — by when to respond, in Stripe's dashboard; once decided,
 * how it ended. Nothing is done from here: the evidence is uploaded at Stripe.
 */
export function DisputeList({ disputes }: { disputes: DisputeEntry[] }) {
  const T = paymentsText.dispute;
  return (
    <ul className="divide-y divide-stone/70">
      {disputes.map((dispute) => {
        const { tone, icon } = look(dispute);
        return (
          <li key={dispute.id} className="py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <strong className="text-lg tabular-nums">{formatDollars(dispute.amount)}</strong>
              <StatusBadge tone={tone} icon={icon}>
                {dispute.statusLabel}
              </StatusBadge>
            </p>
            <p className="mt-1">{T.reason(dispute.reasonLabel)}</p>
            <p className="mt-1 text-ink-muted">{T.opened(londonDateTime(dispute.createdAt))}</p>
            {dispute.open ? (
              <p className="mt-1 font-medium">
                {/needs_response$/.test(dispute.status) && dispute.evidenceDueBy
                  ? T.respondBy(londonDateTime(dispute.evidenceDueBy))
                  : T.withTheBank}
              </p>
            ) : (
              <p className="mt-1 font-medium">
                {T.ended(dispute.closedAt ? londonDateTime(dispute.closedAt) : '', dispute.status)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
