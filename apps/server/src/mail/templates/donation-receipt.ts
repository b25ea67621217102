import { SIGN_IN_LINK_MINUTES } from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import { SIGN_IN_LINK_SLOT, type MailMessage } from '../mailer.ts';
import { dollars } from './money.ts';

export interface DonationReceiptMail {
  to: string;
  donorName: string;
  donorNumber: string;
  programmeTitle: string;
  amountCents: number;
  lastFour: string;
  reference: string;
  /** The civil day of the gift and its Hebrew date. */
  date: string;
  hebrewDate: string;
}

/** The receipt of a general donation. */
export function donationReceipt(m: DonationReceiptMail): MailMessage {
  const subject = `Thank you for your donation of ${dollars(m.amountCents)}`;
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `Thank you for your donation to ${m.programmeTitle}.`,
    ``,
    `Amount: ${dollars(m.amountCents)}`,
    `Card ending in ${m.lastFour}`,
    `Date: ${m.hebrewDate} (${m.date})`,
    `Reference: ${m.reference}`,
    `Donor ID: ${m.donorNumber}`,
    `Sign in to My Page with one click (this link works once, for ${SIGN_IN_LINK_MINUTES} minutes): ${SIGN_IN_LINK_SLOT}`,
    ``,
    `Please keep this e-mail as your receipt.`,
  ].join('\n');
  const html = emailLayout(
    'Thank you for your donation',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>Thank you for your donation to ${escapeHtml(m.programmeTitle)}. Please keep this e-mail as your receipt.</p>
<table style="border-collapse:collapse;background:#fff;border:1px solid #E8E1D3">
<tr><td style="padding:8px">Amount</td><td style="padding:8px"><strong>${dollars(m.amountCents)}</strong></td></tr>
<tr><td style="padding:8px">Card</td><td style="padding:8px">ending in ${escapeHtml(m.lastFour)}</td></tr>
<tr><td style="padding:8px">Date</td><td style="padding:8px">${hebrewSpan(m.hebrewDate)} (${escapeHtml(m.date)})</td></tr>
<tr><td style="padding:8px">Reference</td><td style="padding:8px">${escapeHtml(m.reference)}</td></tr>
<tr><td style="padding:8px">Donor ID</td><td style="padding:8px">${escapeHtml(m.donorNumber)}</td></tr>
</table>
<p><a href="${SIGN_IN_LINK_SLOT}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Sign in to My Page</a> <span style="font-size:14px;color:#4a5568">(works once, for ${SIGN_IN_LINK_MINUTES} minutes)</span></p>`,
  );
  return { kind: 'donation-receipt', to: m.to, subject, text, html };
}
