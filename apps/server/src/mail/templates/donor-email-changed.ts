import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/**
 * To the address a donor had, when it is changed on My Page (decision 0024): the e-mail is half
 * of the login, so its owner hears of the change, and whom to call if they did not make it.
 */
export function donorEmailChanged(m: {
  to: string;
  donorName: string;
  newEmail: string;
}): MailMessage {
  const subject = 'Your e-mail address with us was changed';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `The e-mail address on your donor account was changed on My Page, from this address to ${m.newEmail}.`,
    `From now on we will write to ${m.newEmail}, and you log in with it and your donor ID.`,
    ``,
    `If you made this change, there is nothing more to do.`,
    `If you did not, please call our office on ${OFFICE.phone} and we will put it right.`,
  ].join('\n');
  const html = emailLayout(
    'Your e-mail address was changed',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>The e-mail address on your donor account was changed on My Page, from this address to <strong>${escapeHtml(m.newEmail)}</strong>.
From now on we will write to that address, and you log in with it and your donor ID.</p>
<p>If you made this change, there is nothing more to do.</p>
<p>If you did not, please call our office on ${escapeHtml(OFFICE.phone)} and we will put it right.</p>`,
  );
  return { kind: 'donor-email-changed', to: m.to, subject, text, html };
}
