import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';
import { dollars } from './money.ts';

/**
 * Sent when the yearly charge of a recurring dedication needs the donor to confirm it with their
 * bank (3-D Secure, issue 23 §3): nothing was charged, and the link opens the page where they do.
 */
export function renewalNeedsCardholder(m: {
  to: string;
  donorName: string;
  dedicationName: string;
  amountCents: number;
  confirmUrl: string;
}): MailMessage {
  const subject = 'Please confirm this year’s renewal with your bank';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `It is time for this year's renewal of your dedication for ${m.dedicationName}`,
    `(${dollars(m.amountCents)}). Your bank asks you to confirm the payment yourself, so nothing`,
    `has been charged yet. Please open this link and confirm it with your bank:`,
    ``,
    m.confirmUrl,
    ``,
    `If you would rather not renew, or need any help, call our office on ${OFFICE.phone}.`,
  ].join('\n');
  const html = emailLayout(
    'Please confirm this year’s renewal',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>It is time for this year's renewal of your dedication for ${hebrewSpan(m.dedicationName)} (${dollars(m.amountCents)}). Your bank asks you to confirm the payment yourself, so nothing has been charged yet.</p>
<p><a href="${escapeHtml(m.confirmUrl)}">Confirm the renewal with your bank</a></p>
<p>If you would rather not renew, or need any help, call our office on ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return { kind: 'renewal-needs-cardholder', to: m.to, subject, text, html };
}
