import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';
import { dollars } from './money.ts';

/** Sent when the yearly charge of a recurring dedication failed three times and we stop. */
export function renewalFailed(m: {
  to: string;
  donorName: string;
  dedicationName: string;
  amountCents: number;
  signUpUrl: string;
}): MailMessage {
  const subject = 'We could not renew your dedication';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `This year's renewal of your dedication for ${m.dedicationName} (${dollars(m.amountCents)})`,
    `could not be charged to your saved card, after three attempts. Nothing was charged.`,
    ``,
    `To continue the learning, please dedicate it again at ${m.signUpUrl}`,
    `or call our office on ${OFFICE.phone} and we will gladly help.`,
  ].join('\n');
  const html = emailLayout(
    'We could not renew your dedication',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>This year's renewal of your dedication for ${hebrewSpan(m.dedicationName)} (${dollars(m.amountCents)}) could not be charged to your saved card, after three attempts. Nothing was charged.</p>
<p>To continue the learning, please <a href="${escapeHtml(m.signUpUrl)}">dedicate it again</a> or call our office on ${escapeHtml(OFFICE.phone)} and we will gladly help.</p>`,
  );
  return { kind: 'renewal-failed', to: m.to, subject, text, html };
}
