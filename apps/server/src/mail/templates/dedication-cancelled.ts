import { OFFICE } from '@zechus/shared';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';
import type { SaidDay } from './date-moved.ts';

/** What became of the money, as the donor is told it. */
export type CancelledMoney =
  | { kind: 'no-refund' }
  | { kind: 'nothing-left' }
  /** Refunds asked for: each with its amount, card, and whether it went through yet. */
  | {
      kind: 'refunds';
      refunds: { amount: string; card: string; status: 'made' | 'coming' | 'held-up' }[];
    }
  /** The refund could not be asked for at all: the office will see to it. */
  | { kind: 'to-follow' };

export interface DedicationCancelledMail {
  to: string;
  donorName: string;
  dedicationName: string;
  /** e.g. "A year of learning" (the plan's words). */
  planText: string;
  /** The learning dates it no longer has, civil and Hebrew, in order. */
  datesTakenOff: SaidDay[];
  money: CancelledMoney;
}

/** The refund, sentence by sentence, in plain words. */
export function moneySentences(money: CancelledMoney): string[] {
  switch (money.kind) {
    case 'no-refund':
      return [
        `No refund was made with this cancellation. If you believe one is due, please call us on ${OFFICE.phone}.`,
      ];
    case 'nothing-left':
      return ['There was no payment left to refund.'];
    case 'to-follow':
      return [
        'Your refund is still being arranged: our office will be in touch, and you will have a receipt by e-mail when it is made.',
      ];
    case 'refunds':
      return money.refunds.map((r) =>
        r.status === 'made'
          ? `We have refunded ${r.amount} to ${r.card}. Most banks show a refund within 5 to 10 working days; a receipt of the refund comes in its own e-mail.`
          : r.status === 'coming'
            ? `A refund of ${r.amount} to ${r.card} is on its way. We will e-mail you a receipt as soon as it has gone through.`
            : `We could not yet refund ${r.amount} to ${r.card}: our office will be in touch about it.`,
      );
  }
}

/** At most this many dates are listed; a year's more are counted. */
const LISTED = 14;

/**
 * A dedication is cancelled (issue 27 §6): said in so many words, what is refunded (amount and
 * card, or that nothing is, or that it is to follow), and which dates will not be learned.
 */
export function dedicationCancelled(m: DedicationCancelledMail): MailMessage {
  const subject = `Your dedication is cancelled: ${m.dedicationName}`;
  const money = moneySentences(m.money);
  const listed = m.datesTakenOff.slice(0, LISTED);
  const more = m.datesTakenOff.length - listed.length;
  const dates =
    m.datesTakenOff.length === 0
      ? []
      : [
          'These dates will no longer be learned for it:',
          ...listed.map((d) => `- ${d.civil} (${d.hebrew})`),
          ...(more > 0 ? [`- and ${more} more`] : []),
          `If they are in your calendar, you may delete them.`,
          ``,
        ];
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `Your dedication of the learning for ${m.dedicationName} (${m.planText}) is cancelled.`,
    `It no longer shows on the learning wall, and no further payment will be taken for it. The learning already done on its earlier dates stays as it was.`,
    ``,
    ...money,
    ``,
    ...dates,
    `Questions: ${OFFICE.phone}.`,
  ].join('\n');
  const html = emailLayout(
    'Your dedication is cancelled',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>Your dedication of the learning for ${hebrewSpan(m.dedicationName)} (${escapeHtml(m.planText)}) is cancelled.
It no longer shows on the learning wall, and no further payment will be taken for it. The learning already done on its earlier dates stays as it was.</p>
${money.map((s) => `<p><strong>${escapeHtml(s)}</strong></p>`).join('\n')}
${
  m.datesTakenOff.length === 0
    ? ''
    : `<p>These dates will no longer be learned for it:</p>
<ul>${listed.map((d) => `<li><s>${escapeHtml(d.civil)}</s> · ${hebrewSpan(d.hebrew)}</li>`).join('')}${more > 0 ? `<li>and ${more} more</li>` : ''}</ul>
<p>If they are in your calendar, you may delete them.</p>`
}
<p>Questions: ${escapeHtml(OFFICE.phone)}.</p>`,
  );
  return { kind: 'dedication-cancelled', to: m.to, subject, text, html };
}
