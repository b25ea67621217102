import { emailLayout, escapeHtml } from '../html.ts';
import type { MailMessage } from '../mailer.ts';
import { dollars } from './money.ts';

export interface RefundReceiptMail {
  to: string;
  donorName: string;
  donorNumber: string;
  programmeTitle: string;
  /** What this refund returns, and the payment it comes from. */
  amountCents: number;
  paidCents: number;
  /** All refunded of that payment so far, this refund included. */
  refundedCents: number;
  lastFour: string;
  /** The processor's reference of the refund. */
  reference: string;
  /** The London day of the refund. */
  date: string;
}

/** The receipt of a refund, full or partial, sent when the card processor has made it. */
export function refundReceipt(m: RefundReceiptMail): MailMessage {
  const full = m.refundedCents >= m.paidCents;
  const subject = `Your refund of ${dollars(m.amountCents)}`;
  const card = m.lastFour ? `the card ending in ${m.lastFour}` : 'your card';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `We have refunded ${dollars(m.amountCents)} of your payment of ${dollars(m.paidCents)} to ${m.programmeTitle}, to ${card}.`,
    full
      ? `The whole payment has now been refunded.`
      : `In all, ${dollars(m.refundedCents)} of that payment has been refunded.`,
    `Most banks show a refund within 5 to 10 working days.`,
    ``,
    `Refund: ${dollars(m.amountCents)}`,
    `Date: ${m.date}`,
    `Reference: ${m.reference}`,
    `Donor ID: ${m.donorNumber}`,
    ``,
    `Please keep this e-mail as your receipt of the refund.`,
  ].join('\n');
  const html = emailLayout(
    'Your refund',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>We have refunded <strong>${dollars(m.amountCents)}</strong> of your payment of ${dollars(m.paidCents)} to ${escapeHtml(m.programmeTitle)}, to ${escapeHtml(card)}.
${full ? 'The whole payment has now been refunded.' : `In all, ${dollars(m.refundedCents)} of that payment has been refunded.`}
Most banks show a refund within 5 to 10 working days.</p>
<table style="border-collapse:collapse;background:#fff;border:1px solid #E8E1D3">
<tr><td style="padding:8px">Refund</td><td style="padding:8px"><strong>${dollars(m.amountCents)}</strong></td></tr>
<tr><td style="padding:8px">Date</td><td style="padding:8px">${escapeHtml(m.date)}</td></tr>
<tr><td style="padding:8px">Reference</td><td style="padding:8px">${escapeHtml(m.reference)}</td></tr>
<tr><td style="padding:8px">Donor ID</td><td style="padding:8px">${escapeHtml(m.donorNumber)}</td></tr>
</table>
<p>Please keep this e-mail as your receipt of the refund.</p>`,
  );
  return { kind: 'refund-receipt', to: m.to, subject, text, html };
}
