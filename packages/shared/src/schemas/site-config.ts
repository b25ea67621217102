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
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
