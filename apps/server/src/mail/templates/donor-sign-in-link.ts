import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/**
 * "E-mail me my donor ID" from the login page (issue 13 §3): the donor ID, and a one-click link
 * that signs the donor in (once, for `minutes`). It holds a secret, so the mail log keeps no text.
 */
export function donorSignInLink(m: {
  to: string;
  donorName: string;
  donorNumber: string;
  signInUrl: string;
  loginUrl: string;
  minutes: number;
}): MailMessage {
  const subject = 'Your donor ID and a link to sign in';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `You asked for your donor ID on our login page. Here it is: ${m.donorNumber}`,
    ``,
    `To sign in now without typing it, open this link (it works once, for ${m.minutes} minutes):`,
    m.signInUrl,
    ``,
    `Later, log in with this e-mail address and your donor ID: ${m.loginUrl}`,
    `If you did not ask for this, you can ignore this e-mail. Questions? Call our office on ${OFFICE.phone}.`,
  ].join('\n');
  const html = emailLayout(
    'Your donor ID',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>You asked for your donor ID on our login page. Here it is:</p>
<p style="font-size:28px;letter-spacing:4px"><strong>${escapeHtml(m.donorNumber)}</strong></p>
<p><a href="${escapeHtml(m.signInUrl)}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Sign in to My Page</a></p>
<p style="font-size:14px;color:#4a5568">The button works once, for ${m.minutes} minutes. Later, <a href="${escapeHtml(m.loginUrl)}">log in</a> with this e-mail address and your donor ID.</p>
<p style="font-size:14px;color:#4a5568">If you did not ask for this, you can ignore this e-mail. Questions? Call our office on ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return { kind: 'donor-sign-in-link', to: m.to, subject, text, html, holdsSecret: true };
}
