import { z } from 'zod';

/**
 * Runtime settings the server writes into index.html (a JSON <script id="site-config">), so one
 * build of the client serves every deployment. The client falls back to the defaults when the
 * page was not served by our server (the Vite dev server).
 */
export const siteConfigSchema = z.object({
  programmeTitle: z.string(),
  /** A hero video for Home; null shows the still illustration. */
  heroVideoUrl: z.string().nullable(),
  /** Where the browser reports its crashes (Sentry); null reports nothing. A DSN is public. */
  sentryDsn: z.string().nullable().default(null),
  /**
   * The London day the page was served on (YYYY-MM-DD), by the server's clock: the sign-up judges
   * its date rules from it, as the server will, without the browser working the day out from
   * its own time-zone data (a phone's first Intl call costs it a tenth of a second). Null in a
   * page the server did not write.
   */
  today: z.string().nullable().default(null),
  /**
   * Whether the request for this page came with a donor's live session, as the server checked it:
   * the page's HTML already draws the signed-in top bar, and the app starts from the same answer
   * (the saved client state's isAuth follows it). Null in a page the server did not write.
   */
  signedIn: z.boolean().nullable().default(null),
  /**
   * Stripe's publishable key when Stripe is the gateway: the payment step loads Stripe.js with
   * it. Null with the sandbox, whose stand-in for Stripe.js runs in the page (decision 0034).
   */
  stripePublishableKey: z.string().nullable().default(null),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
