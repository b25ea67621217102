import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/**
 * A relative asked on the shared page for the daily e-mail (decision 0041): nothing is sent to
 * them until they confirm from this e-mail, so nobody can sign up a stranger.
 */
export function dailyMailConfirm(m: {
  to: string;
  dedicationName: string;
  hour: string;
  confirmUrl: string;
}): MailMessage {
  const subject = `Please confirm: a daily e-mail of the learning for \u2068${m.dedicationName}\u2069`;
  const text = [
    `Shalom,`,
    ``,
    `You asked on the family's page for a short e-mail each day of the mourning, at about ${m.hour} (London time), with the children's learning for ${m.dedicationName}.`,
    ``,
    `To start them, confirm here: ${m.confirmUrl}`,
    ``,
    `If you did not ask for them, do nothing: no e-mail will come.`,
  ].join('\n');
  const html = emailLayout(
    'Please confirm your daily e-mail',
    `<p>Shalom,</p>
<p>You asked on the family's page for a short e-mail each day of the mourning, at about ${escapeHtml(m.hour)} (London time), with the children's learning for <span style="font-size:20px">${hebrewSpan(m.dedicationName)}</span>.</p>
<p><a href="${escapeHtml(m.confirmUrl)}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Confirm the daily e-mail</a></p>
<p>If you did not ask for them, do nothing: no e-mail will come.</p>`,
  );
  return { kind: 'daily-mail-confirm', to: m.to, subject, text, html, holdsSecret: true };
}
