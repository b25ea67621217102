import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/** "Your learning starts today" (DESIGN.md §3 E-mails), with the link to follow it. */
export function learningStarts(m: {
  to: string;
  donorName: string;
  dedicationName: string;
  hebrewDate: string;
  progressUrl: string;
}): MailMessage {
  const subject = 'The children are learning in your dedication today';
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `Today, ${m.hebrewDate}, the children learn the whole Mishnah in the name of ${m.dedicationName}.`,
    `Follow it perek by perek: ${m.progressUrl}`,
  ].join('\n');
  const html = emailLayout(
    'The learning starts today',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>Today, ${hebrewSpan(m.hebrewDate)}, the children learn the whole Mishnah in the name of <span style="font-size:20px">${hebrewSpan(m.dedicationName)}</span>.</p>
<p><a href="${escapeHtml(m.progressUrl)}">Follow it perek by perek</a>.</p>`,
  );
  return { kind: 'learning-starts', to: m.to, subject, text, html };
}
