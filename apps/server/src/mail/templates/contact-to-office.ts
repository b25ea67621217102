import type { ContactMessage } from '@zechus/shared';
import type { MailMessage } from '../mailer.ts';
import { bidiSpan, emailLayout, escapeHtml } from '../html.ts';

/** The Contact page's message, forwarded to the office; replying answers the visitor. */
export function contactToOffice(message: ContactMessage, officeEmail: string): MailMessage {
  const subject = `Contact form: ${message.name}`;
  const text = [
    `A message from the Contact page.`,
    ``,
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    ``,
    message.message,
  ].join('\n');
  const html = emailLayout(
    'A message from the Contact page',
    `<p><strong>Name:</strong> ${bidiSpan(message.name)}<br>
<strong>Email:</strong> <a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a></p>
<div dir="auto" style="white-space:pre-wrap;border-left:3px solid #C9A227;padding:8px 12px;background:#fff">${escapeHtml(message.message)}</div>`,
  );
  return {
    kind: 'contact-to-office',
    to: officeEmail,
    replyTo: message.email,
    subject,
    text,
    html,
  };
}
