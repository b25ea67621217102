import {
  CheckCircle2,
  CircleDashed,
  CircleHelp,
  Clock,
  CopyCheck,
  Hourglass,
  RotateCcw,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { BadgeTone } from './StatusBadge.tsx';

/** How a payment's status reads in the office: plain words, a badge tone and an icon. */
export interface PaymentStatusLook {
  label: string;
  tone: BadgeTone;
  icon: LucideIcon;
}

/**
 * A payment attempt's stored status (modules/payments/payment-records.ts on the server) in the
 * words an office manager uses, the one mapping every office area shows payments with. Besides
 * the statuses stored today it knows those of DESIGN.md §6's state machine that the refunds and
 * "needs attention" work adds (`succeeded`, `failed`, `void`, `refunded`, `partially_refunded`).
 */
export const PAYMENT_STATUS_LOOKS: Readonly<Record<string, PaymentStatusLook>> = {
  // Written before the card processor is called; no answer has come back yet.
  pending: { label: 'Awaiting answer', tone: 'waiting', icon: Clock },
  // The processor took the money; the dedication or donation is still being written.
  charged: { label: 'Paid — being recorded', tone: 'waiting', icon: Hourglass },
  approved: { label: 'Paid', tone: 'good', icon: CheckCircle2 },
  succeeded: { label: 'Paid', tone: 'good', icon: CheckCircle2 },
  declined: { label: 'Declined', tone: 'bad', icon: XCircle },
  // The processor answered with an error: nothing was charged.
  error: { label: 'Failed', tone: 'bad', icon: XCircle },
  failed: { label: 'Failed', tone: 'bad', icon: XCircle },
  // The charge was sent and no answer came: the money may have been taken.
  unknown: { label: 'Outcome unknown', tone: 'waiting', icon: CircleHelp },
  // The same charge as another attempt with the same key, recorded on that one.
  superseded: { label: 'Recorded on another attempt', tone: 'off', icon: CopyCheck },
  // An unknown outcome resolved as "nothing was charged".
  void: { label: 'Nothing charged', tone: 'off', icon: CircleDashed },
  refunded: { label: 'Refunded', tone: 'off', icon: Undo2 },
  partially_refunded: { label: 'Partly refunded', tone: 'good', icon: RotateCcw },
};

/**
 * The look of a stored status; one this mapping does not know yet is still shown, in words
 * ("some_status" → "Some status") with a neutral badge, never as an empty cell.
 */
export function paymentStatusLook(status: string): PaymentStatusLook {
  const known = Object.hasOwn(PAYMENT_STATUS_LOOKS, status) ? PAYMENT_STATUS_LOOKS[status] : null;
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return {
    label: words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Not recorded',
    tone: 'off',
    icon: CircleDashed,
  };
}
