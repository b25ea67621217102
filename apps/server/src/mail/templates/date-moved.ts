import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/** A day as the e-mail says it: civil and Hebrew. */
export interface SaidDay {
  /** e.g. "Tuesday 8 December 2026". */
  civil: string;
  /** e.g. "כ״ז כסלו תשפ״ז". */
  hebrew: string;
}

export interface DateMovedMail {
  to: string;
  donorName: string;
  /** The name the learning is dedicated to (Hebrew). */
  dedicationName: string;
  was: SaidDay;
  now: SaidDay;
  /** What the children do that day, for whom, without the name (occasion-text's sentence). */
  whatHappens: string;
  progressUrl: string;
  /** The moved date as an iCalendar file: its entry's first UID, a higher SEQUENCE. */
  calendar: string;
}

/**
 * The office moved one of a family's learning dates (issue 27 §6): the old day and the new, in
 * civil and Hebrew words, and the date's calendar entry attached — the same entry as before, so
 * opening it moves the day already in their calendar rather than adding a second one.
 */
export function dateMoved(m: DateMovedMail): MailMessage {
  const subject = `A new date for your learning: ${m.now.civil}`;
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `The learning you dedicated for ${m.dedicationName} has moved to a new day.`,
    ``,
    `It was on: ${m.was.civil} (${m.was.hebrew})`,
    `It is now on: ${m.now.civil} (${m.now.hebrew})`,
    ``,
    `${m.whatHappens} ${m.dedicationName}.`,
    ``,
    `If the day is in your calendar, open the attached file: your calendar moves it to the new day.`,
    `Follow the learning perek by perek on the day: ${m.progressUrl}`,
    ``,
    `Questions: ${OFFICE.phone}.`,
  ].join('\n');
  const row = (label: string, day: SaidDay, strong: boolean) =>
    `<tr><td style="padding:8px">${label}</td><td style="padding:8px">${strong ? '<strong>' : ''}${escapeHtml(day.civil)}${strong ? '</strong>' : ''}<br>${hebrewSpan(day.hebrew)}</td></tr>`;
  const html = emailLayout(
    'A new date for your learning',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>The learning you dedicated has moved to a new day:</p>
<p dir="rtl" lang="he" style="font-size:24px;text-align:center;margin:8px 0 16px">${escapeHtml(m.dedicationName)}</p>
<table style="border-collapse:collapse;background:#fff;border:1px solid #E8E1D3">
${row('It was on', m.was, false)}
${row('It is now on', m.now, true)}
</table>
<p>${escapeHtml(m.whatHappens)} ${hebrewSpan(m.dedicationName)}.</p>
<p>If the day is in your calendar, open the attached file: your calendar moves it to the new day.</p>
<p><a href="${escapeHtml(m.progressUrl)}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Follow the learning on the day</a></p>
<p>Questions: ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return {
    kind: 'date-moved',
    to: m.to,
    subject,
    text,
    html,
    attachments: [
      {
        filename: 'learning-day.ics',
        content: m.calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
