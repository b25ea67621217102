import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';
import { dollars } from './money.ts';

/** Sent when a recurring dedication was renewed for another year. */
export function renewalSucceeded(m: {
  to: string;
  donorName: string;
  dedicationName: string;
  amountCents: number;
  firstDay: string;
  hebrewDate: string;
}): MailMessage {
  const subject = 'Your dedication is renewed for another year';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `Your dedication for ${m.dedicationName} is renewed for another year (${dollars(m.amountCents)},`,
    `charged to your saved card). The learning begins again on ${m.hebrewDate} (${m.firstDay}).`,
  ].join('\n');
  const html = emailLayout(
    'Your dedication is renewed',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>Your dedication for ${hebrewSpan(m.dedicationName)} is renewed for another year (${dollars(m.amountCents)}, charged to your saved card). The learning begins again on ${hebrewSpan(m.hebrewDate)} (${escapeHtml(m.firstDay)}).</p>`,
  );
  return { kind: 'renewal-succeeded', to: m.to, subject, text, html };
}
