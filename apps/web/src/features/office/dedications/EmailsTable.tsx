import { MAIL_KIND_LABELS, type MailLogEntry } from '@zechus/shared';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { londonShort } from '../shell/london-time.ts';
import { StatusBadge } from '../shell/StatusBadge.tsx';
import { plainTableClass } from './PaymentsTable.tsx';
import { dedicationsText as text } from './strings.ts';

/** Whether an e-mail went, in words with an icon; a failure says why (the mail log's words). */
function MailStatus({ mail }: { mail: MailLogEntry }) {
  if (mail.status === 'sent') {
    return (
      <StatusBadge tone="good" icon={CheckCircle2}>
        {text.emailSent}
      </StatusBadge>
    );
  }
  if (mail.status === 'sending') {
    return (
      <StatusBadge tone="waiting" icon={Clock}>
        {text.emailSending}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge tone="bad" icon={XCircle} className="min-w-48 whitespace-normal">
      {text.emailFailed(mail.error)}
    </StatusBadge>
  );
}

/**
 * The e-mails sent about a dedication or to a donor, from the mail log (read only): when, which
 * e-mail (MAIL_KIND_LABELS), to whom, its subject, and whether it went.
 */
export function EmailsTable({ emails }: { emails: MailLogEntry[] }) {
  if (emails.length === 0) return <p className="text-ink-muted">{text.noEmails}</p>;
  return (
    // Nothing in it takes focus, so the region itself does: a keyboard can scroll it sideways.
    <div
      role="region"
      aria-label={text.emailsCaption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-stone"
    >
      <table className={plainTableClass}>
        <caption className="sr-only">{text.emailsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.when}</th>
            <th scope="col">{text.emailKind}</th>
            <th scope="col">{text.emailTo}</th>
            <th scope="col">{text.emailSubject}</th>
            <th scope="col">{text.emailStatus}</th>
          </tr>
        </thead>
        <tbody>
          {emails.map((mail) => (
            <tr key={mail.id}>
              <td className="whitespace-nowrap">{londonShort(mail.createdAt)}</td>
              <td className="whitespace-nowrap">{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</td>
              {/* An address is kept whole: the table scrolls sideways on a phone instead. */}
              <td className="whitespace-nowrap">
                <bdi>{mail.to}</bdi>
              </td>
              <td className="min-w-56">
                <bdi dir="auto">{mail.subject}</bdi>
              </td>
              <td>
                <MailStatus mail={mail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
