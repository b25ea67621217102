import { OFFICE, SIGN_IN_LINK_MINUTES, learningDateLine, learningDaysText } from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import { SIGN_IN_LINK_SLOT, type MailMessage } from '../mailer.ts';
import { dollars } from './money.ts';

export interface SignUpConfirmationMail {
  to: string;
  donorName: string;
  donorNumber: string;
  programmeTitle: string;
  planText: string;
  dedicationName: string;
  /** Every learning day ('YYYY-MM-DD'), listed as the review step and thank-you page list them. */
  dates: readonly string[];
  amountCents: number;
  lastFour: string;
  recurring: boolean;
  loginUrl: string;
}

/** Sent when a sponsor's dedication is confirmed (DESIGN.md §3 E-mails). */
export function signUpConfirmation(m: SignUpConfirmationMail): MailMessage {
  const subject = `Your dedication is confirmed — donor ID ${m.donorNumber}`;
  const lines = m.dates.map(learningDateLine);
  const count = learningDaysText(m.dates.length);
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `Thank you. Your dedication in ${m.programmeTitle} is confirmed.`,
    ``,
    `Plan: ${m.planText}`,
    `Learning in the name of: ${m.dedicationName}`,
    `Learning dates (${count}):`,
    ...lines.map((line) => `  ${line.civil} · ${line.hebrew}`),
    `Total payment: ${dollars(m.amountCents)} — card ending in ${m.lastFour}`,
    ...(m.recurring ? ['Recurring every year on this date.'] : []),
    ``,
    `Your donor ID is ${m.donorNumber}. With it and this e-mail address you can log in at`,
    `${m.loginUrl} and follow the children's learning, perek by perek.`,
    `To sign in now without typing it (this link works once, for ${SIGN_IN_LINK_MINUTES} minutes): ${SIGN_IN_LINK_SLOT}`,
    ``,
    `We will write again when the learning starts. Questions: ${OFFICE.phone}.`,
  ].join('\n');
  const html = emailLayout(
    'Your dedication is confirmed',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>Thank you. Your dedication in ${escapeHtml(m.programmeTitle)} is confirmed.</p>
<table style="border-collapse:collapse;width:100%;background:#fff;border:1px solid #E8E1D3">
<tr><td style="padding:8px">Plan</td><td style="padding:8px">${escapeHtml(m.planText)}</td></tr>
<tr><td style="padding:8px">In the name of</td><td style="padding:8px;font-size:20px">${hebrewSpan(m.dedicationName)}</td></tr>
<tr><td style="padding:8px;vertical-align:top">Learning dates<br><span style="font-size:14px;color:#4a5568">${escapeHtml(count)}</span></td><td style="padding:8px">${lines
      .map((line) => `${escapeHtml(line.civil)} · ${hebrewSpan(line.hebrew)}`)
      .join('<br>\n')}</td></tr>
<tr><td style="padding:8px">Total payment</td><td style="padding:8px">${dollars(m.amountCents)} — card ending in ${escapeHtml(m.lastFour)}</td></tr>
${m.recurring ? '<tr><td style="padding:8px" colspan="2">Recurring every year on this date.</td></tr>' : ''}
</table>
<p style="font-size:18px">Your donor ID: <strong>${escapeHtml(m.donorNumber)}</strong></p>
<p>With it and this e-mail address you can <a href="${escapeHtml(m.loginUrl)}">log in</a> and follow the children's learning, perek by perek.</p>
<p><a href="${SIGN_IN_LINK_SLOT}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Sign in to My Page now</a> <span style="font-size:14px;color:#4a5568">(works once, for ${SIGN_IN_LINK_MINUTES} minutes)</span></p>
<p>We will write again when the learning starts. Questions: ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return { kind: 'signup-confirmation', to: m.to, subject, text, html };
}
