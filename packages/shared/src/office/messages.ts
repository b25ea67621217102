import { z } from 'zod';
import { DEFAULT_PROGRAMME_TITLE } from '../brand.ts';
import { pageQuerySchema, pagedSchema, searchText } from './paging.ts';

/**
 * The messages area's payloads (DESIGN.md §6): what visitors sent through the contact form, kept
 * exactly as sent, in an inbox the office works through. The routes, all under
 * /api/office/messages (owners and the office):
 *
 * - GET  /api/office/messages?status&search&page&pageSize&sort&dir → MessageList: new ones first,
 *        then newest first (dir=asc: oldest first)
 * - GET  /api/office/messages/count → MessageCount (the office's home shows how many are new)
 * - GET  /api/office/messages/:id → MessageDetail
 * - POST /api/office/messages/:id/handled → MessageDetail (audited; already handled: unchanged)
 * - POST /api/office/messages/:id/new → MessageDetail (audited; already new: unchanged)
 */

export const MESSAGE_ERROR = { notFound: 'message_not_found' } as const;

export const messageStatuses = ['all', 'new', 'handled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** The text of a message shown in the list: its start, on one line. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export const messageListQuerySchema = pageQuerySchema(['received'], 'received').extend({
  dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
  status: z.enum(messageStatuses, { error: 'status must be all, new or handled' }).default('all'),
  /** In the sender's name, e-mail address or the message's text. */
  search: searchText,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** Who marked a message handled, and when (null while it is new). */
const handledSchema = z
  .object({
    at: z.string(),
    /** The staff member's name now, or null when their account is gone. */
    by: z.string().nullable(),
  })
  .nullable();

export const messageRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The start of the message, its lines joined (MESSAGE_PREVIEW_LENGTH characters at most). */
  preview: z.string(),
  receivedAt: z.string(),
  handled: handledSchema,
});
export type MessageRow = z.infer<typeof messageRowSchema>;

export const messageListSchema = pagedSchema(messageRowSchema);
export type MessageList = z.infer<typeof messageListSchema>;

export const messageDetailSchema = messageRowSchema.omit({ preview: true }).extend({
  /** Exactly as sent (line breaks kept as \n): never edited. */
  message: z.string(),
  /** When the office's copy went out by e-mail, or null if the mail server refused it. */
  mailedAt: z.string().nullable(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messageCountSchema = z.object({ new: z.number().int().nonnegative() });
export type MessageCount = z.infer<typeof messageCountSchema>;

/** The start of a message for the list: its lines and runs of spaces as one space. */
export const messagePreview = (message: string): string => {
  const flat = message.replace(/\s+/gu, ' ').trim();
  return flat.length <= MESSAGE_PREVIEW_LENGTH
    ? flat
    : `${flat.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`;
};

/** Mail programs take links of a few thousand characters at most: longer messages are quoted in part. */
const QUOTE_LIMIT = 1000;

/**
 * "Reply by e-mail": a mailto: link to the sender, "Re: Your message to Zechus Mishnayos" as the
 * subject (the form has none) and their message quoted below, so the office's own mail program
 * sends the reply.
 */
export function replyMailto(message: { email: string; name: string; message: string }): string {
  const subject = `Re: Your message to ${DEFAULT_PROGRAMME_TITLE}`;
  const text =
    message.message.length > QUOTE_LIMIT
      ? `${message.message.slice(0, QUOTE_LIMIT)}…`
      : message.message;
  const quoted = text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Dear ${message.name},\n\n\n\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
