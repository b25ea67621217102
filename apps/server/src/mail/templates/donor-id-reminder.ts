import { OFFICE, SIGN_IN_LINK_MINUTES } from '@zechus/shared';
import { emailLayout, escapeHtml } from '../html.ts';
import { SIGN_IN_LINK_SLOT, type MailMessage } from '../mailer.ts';

/**
 * The donor ID sent again by the office (a donor who lost it), with the way to log in and a
 * one-click sign-in link (issue 13 §3), filled in by the mail log at sending: a donor who phoned
 * the office because they could not log in should not have to type anything to get in.
 */
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
    `To sign in now without typing it (this link works once, for ${SIGN_IN_LINK_MINUTES} minutes): ${SIGN_IN_LINK_SLOT}`,
    ``,
    `Later, log in with this e-mail address and your donor ID to follow the learning: ${m.loginUrl}`,
    `Questions? Call our office on ${OFFICE.phone}.`,
  ].join('\n');
  const html = emailLayout(
    'Your donor ID',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>As you asked, here is your donor ID:</p>
<p style="font-size:28px;letter-spacing:4px"><strong>${escapeHtml(m.donorNumber)}</strong></p>
<p><a href="${SIGN_IN_LINK_SLOT}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Sign in to My Page now</a> <span style="font-size:14px;color:#4a5568">(works once, for ${SIGN_IN_LINK_MINUTES} minutes)</span></p>
<p>Later, <a href="${escapeHtml(m.loginUrl)}">log in</a> with this e-mail address and your donor ID to follow the learning.</p>
<p>Questions? Call our office on ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return { kind: 'donor-id-reminder', to: m.to, subject, text, html };
}
