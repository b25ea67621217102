import {
  OFFICE,
  occasionTitle,
  whatHappens,
  type DedicationKind,
  type Occasion,
} from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import { REMINDER_STOP_LINK_SLOT, type MailMessage } from '../mailer.ts';

export interface LearningReminderMail {
  to: string;
  donorName: string;
  dedicationName: string;
  kind: DedicationKind;
  occasion: Occasion;
  /** Days until the learning date: 7 (a week ahead), 1 (tomorrow), or between for a late one. */
  daysLeft: number;
  hebrewDate: string;
  civilDate: string;
  progressUrl: string;
  /** The date as an iCalendar file (one all-day entry). */
  calendar: string;
}

const whenIs = (daysLeft: number): string =>
  daysLeft === 1 ? 'Tomorrow' : daysLeft === 7 ? 'A week from today' : `In ${daysLeft} days`;

/**
 * A reminder before a family's learning date (issue 13 §5, decision 0025): the Hebrew and civil
 * date, what happens that day, its calendar entry attached, and a one-click way to stop them
 * (the link in the body, and List-Unsubscribe with RFC 8058's one-click POST for mail apps).
 */
export function learningReminder(m: LearningReminderMail): MailMessage {
  const title = occasionTitle(m.occasion);
  const when = whenIs(m.daysLeft);
  const subject = `${when}: ${title} — ${m.dedicationName}`;
  const sentence = `${whatHappens(m.occasion, m.kind, m.dedicationName)}.`;
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `${when}, ${m.civilDate} (${m.hebrewDate}), is a day of your dedication: ${title}.`,
    sentence,
    ``,
    `Follow the learning perek by perek on the day: ${m.progressUrl}`,
    `To add the day to your calendar, open the attached file.`,
    ``,
    `Questions: ${OFFICE.phone}.`,
    ``,
    `Rather not have these reminders? Stop them with one click: ${REMINDER_STOP_LINK_SLOT}`,
  ].join('\n');
  const html = emailLayout(
    `${when}: ${title}`,
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>${escapeHtml(when)}, <strong>${escapeHtml(m.civilDate)}</strong> (${hebrewSpan(m.hebrewDate)}), is a day of your dedication: ${escapeHtml(title)}.</p>
<p style="font-size:18px">${escapeHtml(whatHappens(m.occasion, m.kind, '').trim())}</p>
<p dir="rtl" lang="he" style="font-size:26px;text-align:center;margin:8px 0 20px">${escapeHtml(m.dedicationName)}</p>
<p><a href="${escapeHtml(m.progressUrl)}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Follow the learning on the day</a></p>
<p>To add the day to your calendar, open the attached file.</p>
<p>Questions: ${escapeHtml(OFFICE.phone)}.</p>
<p style="margin-top:24px;font-size:13px;color:#4a5568">Rather not have these reminders? <a href="${REMINDER_STOP_LINK_SLOT}" style="color:#1F3A5F">Stop them with one click</a>.</p>`,
  );
  return {
    kind: 'learning-reminder',
    to: m.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${REMINDER_STOP_LINK_SLOT}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    attachments: [
      {
        filename: 'learning-day.ics',
        content: m.calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
