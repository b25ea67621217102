import { z } from 'zod';
import { emailAddress, requiredLines, requiredText } from './text.ts';

/** POST /contact — the Contact page form (spec §2, §5). */
export const contactMessageSchema = z.strictObject({
  name: requiredText('Name', 120),
  email: emailAddress('Email'),
  message: requiredLines('Message', 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageReplySchema = z.object({ ok: z.literal(true) });
export type ContactMessageReply = z.infer<typeof contactMessageReplySchema>;
