import {
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  type PaymentStatus,
  type RefundStatus,
} from '@zechus/shared';
import { CheckCircle2, CircleSlash, HelpCircle, Hourglass, RotateCcw, XCircle } from 'lucide-react';
import { StatusBadge, type BadgeTone } from '../shell/StatusBadge.tsx';

const PAYMENT_LOOK: Record<PaymentStatus, { tone: BadgeTone; icon: typeof CheckCircle2 }> = {
  succeeded: { tone: 'good', icon: CheckCircle2 },
  partially_refunded: { tone: 'good', icon: RotateCcw },
  refunded: { tone: 'off', icon: RotateCcw },
  pending: { tone: 'waiting', icon: Hourglass },
  charged: { tone: 'waiting', icon: Hourglass },
  unknown: { tone: 'waiting', icon: HelpCircle },
  declined: { tone: 'off', icon: XCircle },
  failed: { tone: 'off', icon: XCircle },
  void: { tone: 'off', icon: CircleSlash },
  superseded: { tone: 'off', icon: CircleSlash },
};

/** A payment's status in words with an icon (never colour alone). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const look = PAYMENT_LOOK[status];
  return (
    <StatusBadge tone={look.tone} icon={look.icon}>
      {PAYMENT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

const REFUND_LOOK: Record<RefundStatus, { tone: BadgeTone; icon: typeof CheckCircle2 }> = {
  succeeded: { tone: 'good', icon: CheckCircle2 },
  pending: { tone: 'waiting', icon: Hourglass },
  unknown: { tone: 'waiting', icon: HelpCircle },
  failed: { tone: 'off', icon: XCircle },
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const look = REFUND_LOOK[status];
  return (
    <StatusBadge tone={look.tone} icon={look.icon}>
      {REFUND_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
