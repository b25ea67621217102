import { emailLayout, escapeHtml } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/** An invitation to the office (or a new-password link): set a password within 48 hours. */
export function staffWelcome(m: {
  to: string;
  name: string;
  invitedBy: string;
  roleLabel: string;
  link: string;
  hours: number;
  /** A link for someone who already has an account (their password is being reset). */
  reset: boolean;
}): MailMessage {
  const subject = m.reset
    ? 'Set a new password for the Zechus office'
    : 'You are invited to the Zechus office';
  const opening = m.reset
    ? `${m.invitedBy} sent you a link to set a new password for the Zechus office.`
    : `${m.invitedBy} has invited you to the Zechus office as ${m.roleLabel}.`;
  const text = [
    `Dear ${m.name},`,
    ``,
    opening,
    `Choose your password here (the link works once, for ${m.hours} hours):`,
    m.link,
    ``,
    `If you did not expect this e-mail, you can ignore it.`,
  ].join('\n');
  const html = emailLayout(
    m.reset ? 'A new password for the office' : 'Welcome to the Zechus office',
    `<p>Dear ${escapeHtml(m.name)},</p>
<p>${escapeHtml(opening)}</p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Choose your password</a></p>
<p style="font-size:14px;color:#4a5568">The link works once, for ${m.hours} hours. If you did not expect this e-mail, you can ignore it.</p>`,
  );
  return { kind: 'staff-welcome', to: m.to, subject, text, html, holdsSecret: true };
}
