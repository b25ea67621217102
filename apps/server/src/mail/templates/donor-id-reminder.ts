import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/** The donor ID sent again by the office (a donor who lost it), with the way to log in. */
export function donorIdReminder(m: {
  to: string;
  donorName: string;
  donorNumber: string;
  loginUrl: string;
}): MailMessage {
  const subject = 'Your donor ID';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `As you asked, here is your donor ID: ${m.donorNumber}`,
    ``,
    `Log in with this e-mail address and your donor ID to follow the learning: ${m.loginUrl}`,
    `Questions? Call our office on ${OFFICE.phone}.`,
  ].join('\n');
  const html = emailLayout(
    'Your donor ID',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>As you asked, here is your donor ID:</p>
<p style="font-size:28px;letter-spacing:4px"><strong>${escapeHtml(m.donorNumber)}</strong></p>
<p><a href="${escapeHtml(m.loginUrl)}">Log in</a> with this e-mail address and your donor ID to follow the learning.</p>
<p>Questions? Call our office on ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return { kind: 'donor-id-reminder', to: m.to, subject, text, html };
}
