import { REFUND_STATUS_LABELS, type RefundStatus } from '@zechus/shared';
import { CheckCircle2, HelpCircle, Hourglass, XCircle, type LucideIcon } from 'lucide-react';
import { StatusBadge, type BadgeTone } from '../shell/StatusBadge.tsx';

const REFUND_LOOK: Record<RefundStatus, { tone: BadgeTone; icon: LucideIcon }> = {
  succeeded: { tone: 'good', icon: CheckCircle2 },
  pending: { tone: 'waiting', icon: Hourglass },
  unknown: { tone: 'waiting', icon: HelpCircle },
  failed: { tone: 'off', icon: XCircle },
};

/** A refund's status in words with an icon (never colour alone). A payment's: shell/PaymentStatusBadge. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const look = REFUND_LOOK[status];
  return (
    <StatusBadge tone={look.tone} icon={look.icon}>
      {REFUND_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
