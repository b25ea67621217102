import { z } from 'zod';
import { emailAddress } from '../schemas/text.ts';
import { DAILY_MAIL_FIRST_HOUR, DAILY_MAIL_LAST_HOUR } from './paths.ts';

/** My Page: the sponsor's daily e-mail through the mourning, on or off, and its London hour. */
export const dailyMailSettingsSchema = z.strictObject({
  on: z.boolean(),
  hour: z
    .number()
    .int()
    .min(DAILY_MAIL_FIRST_HOUR, { error: 'Please choose an hour between 07:00 and 21:00.' })
    .max(DAILY_MAIL_LAST_HOUR, { error: 'Please choose an hour between 07:00 and 21:00.' }),
});
export type DailyMailSettings = z.infer<typeof dailyMailSettingsSchema>;

/** The shared page: a relative asks for the daily e-mail. */
export const dailyMailOptInSchema = z.strictObject({ email: emailAddress('Your e-mail') });
export type DailyMailOptIn = z.infer<typeof dailyMailOptInSchema>;

/** The tokens of the stop and confirm links: 32 random bytes in base64url. */
export const dailyMailTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
    error: 'That link is not complete. Please copy the whole link from the e-mail.',
  }),
});

/** The stop link's page: whose daily e-mail, and whether it is on. */
export const dailyMailSubscriptionSchema = z.object({ name: z.string(), on: z.boolean() });
export type DailyMailSubscription = z.infer<typeof dailyMailSubscriptionSchema>;

/** A token that is not ours (or whose shared link has ended): no hint whether it ever was. */
export const DAILY_MAIL_LINK_UNKNOWN =
  'This link does not work. Please open the newest e-mail and use its link, or call us.';
