import { z } from 'zod';

/**
 * One e-mail the app sent or tried to send, as the mail log keeps it (the dedications and donors
 * pages list these): which template, to whom, whether it went, and why not in plain words.
 */
export const mailStatuses = ['sending', 'sent', 'failed'] as const;
export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

/** How each template's e-mail is named to the office. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  'signup-confirmation': 'Sign-up confirmation',
  'donation-receipt': 'Donation receipt',
  'refund-receipt': 'Refund receipt',
  'learning-starts': 'Learning starts today',
  'contact-to-office': 'Contact message to the office',
  'renewal-failed': 'Yearly renewal failed',
  'renewal-needs-cardholder': 'Yearly renewal: please confirm with your bank',
  'renewal-succeeded': 'Yearly renewal receipt',
  'staff-welcome': 'Staff sign-in link',
  'donor-id-reminder': 'Donor ID sent again',
  'donor-sign-in-link': 'Donor ID and sign-in link (asked for at login)',
  'day-certificate': 'Certificate of a completed day',
  'learning-reminder': 'Reminder before a learning date',
  'donor-email-changed': 'E-mail address changed (to the old address)',
  'daily-mourning': 'Daily e-mail through the mourning',
  'daily-mail-confirm': 'Daily e-mail: a relative confirms',
  'date-moved': 'A learning date moved',
  'dedication-cancelled': 'Dedication cancelled',
};
