import { z } from 'zod';

/**
 * The one-click "stop these reminders" link of every reminder e-mail (decision 0025). Its token
 * is 32 random bytes in base64url (43 characters); the server keeps only its sha256.
 */
export const reminderTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'That link is not complete. Please copy the whole link from the e-mail.',
});

/** The path params of the routes that take a token. */
export const reminderTokenParamsSchema = z.strictObject({ token: reminderTokenSchema });

/** GET /api/reminders/:token, and the answer of its stop and resume: whose reminders, on or off. */
export const reminderSubscriptionSchema = z.object({
  /** The name the learning is dedicated to (Hebrew). */
  name: z.string(),
  remindersOn: z.boolean(),
});
export type ReminderSubscription = z.infer<typeof reminderSubscriptionSchema>;

/** The answer to a token that is not ours: no hint whether it ever was. */
export const REMINDER_LINK_UNKNOWN =
  'This link does not work. Please open the newest reminder e-mail and use its link, or call us.';
