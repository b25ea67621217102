import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@zechus/shared';
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
 * The one mapping every office area shows payments with. It knows the statuses the office API
 * answers (`PaymentStatus`, DESIGN.md §6 and docs/decisions/0020: the payments area, Needs
 * attention) in the words of `PAYMENT_STATUS_LABELS` — the same words the payments export
 * writes — and, through STORED_AS, the statuses as stored that the dedications and donors pages
 * receive.
 */
const LOOKS: Readonly<Record<PaymentStatus, Omit<PaymentStatusLook, 'label'>>> = {
  // Written before the card processor is called; no answer has come back yet.
  pending: { tone: 'waiting', icon: Clock },
  // The processor took the money; the dedication or donation is still being written.
  charged: { tone: 'waiting', icon: Hourglass },
  succeeded: { tone: 'good', icon: CheckCircle2 },
  // Some of it went back; the rest was kept.
  partially_refunded: { tone: 'good', icon: RotateCcw },
  refunded: { tone: 'off', icon: Undo2 },
  declined: { tone: 'bad', icon: XCircle },
  // The processor answered with an error: nothing was charged.
  failed: { tone: 'bad', icon: XCircle },
  // The charge was sent and no answer came: the money may have been taken.
  unknown: { tone: 'waiting', icon: CircleHelp },
  // An unknown outcome resolved as "nothing was charged".
  void: { tone: 'off', icon: CircleDashed },
  // The same charge as another attempt with the same key, recorded on that one.
  superseded: { tone: 'off', icon: CopyCheck },
};

/**
 * Stored statuses (modules/payments/payment-records.ts) the office API names otherwise
 * (decision 0020): `approved` is `succeeded` before any refund, `error` is `failed`.
 */
const STORED_AS: Readonly<Record<string, PaymentStatus>> = {
  approved: 'succeeded',
  error: 'failed',
};

/** The office's status of an API or a stored status, or null for one this mapping does not know. */
export function officePaymentStatus(status: string): PaymentStatus | null {
  if (Object.hasOwn(STORED_AS, status)) return STORED_AS[status] ?? null;
  return Object.hasOwn(LOOKS, status) ? (status as PaymentStatus) : null;
}

/**
 * The look of a status, from the office API or as stored; one this mapping does not know yet is
 * still shown, in words ("some_status" → "Some status") with a neutral badge, never as an empty
 * cell.
 */
export function paymentStatusLook(status: string): PaymentStatusLook {
  const known = officePaymentStatus(status);
  if (known) return { label: PAYMENT_STATUS_LABELS[known], ...LOOKS[known] };
  const words = status.replace(/[_-]+/g, ' ').trim();
  return {
    label: words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Not recorded',
    tone: 'off',
    icon: CircleDashed,
  };
}
