import { DEFAULT_PROGRAMME_TITLE } from '@zechus/shared';
import type { SiteConfig } from '@zechus/shared';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  programmeTitle: DEFAULT_PROGRAMME_TITLE,
  heroVideoUrl: null,
  sentryDsn: null,
  today: null,
  signedIn: null,
  stripePublishableKey: null,
};

const isOptionalString = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/**
 * Parses the JSON the server writes into <script id="site-config">. Anything else — the raw
 * placeholder under the Vite dev server, broken JSON, a wrong shape — gives the defaults.
 */
export const parseSiteConfig = (text: string | null | undefined): SiteConfig => {
  if (!text) return DEFAULT_SITE_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
  // Checked by hand, not with the shared zod schema: this runs in the first script of every
  // page, and zod would add about 24 KB (gzip) to it for four fields.
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SITE_CONFIG;
  const { programmeTitle, heroVideoUrl, sentryDsn, today, signedIn, stripePublishableKey } =
    raw as Record<string, unknown>;
  if (typeof programmeTitle !== 'string') return DEFAULT_SITE_CONFIG;
  if (heroVideoUrl === undefined || !isOptionalString(heroVideoUrl)) return DEFAULT_SITE_CONFIG;
  if (!isOptionalString(sentryDsn)) return DEFAULT_SITE_CONFIG;
  return {
    programmeTitle: programmeTitle.trim() || DEFAULT_PROGRAMME_TITLE,
    heroVideoUrl: heroVideoUrl?.trim() || null,
    sentryDsn: sentryDsn?.trim() || null,
    today: typeof today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : null,
    signedIn: typeof signedIn === 'boolean' ? signedIn : null,
    stripePublishableKey:
      typeof stripePublishableKey === 'string' && /^pk_(test|live)_\w+$/.test(stripePublishableKey)
        ? stripePublishableKey
        : null,
  };
};

let cached: SiteConfig | undefined;

/** The page's site config, read once. */
export const getSiteConfig = (): SiteConfig => {
  if (!cached) {
    cached =
      typeof document === 'undefined'
        ? DEFAULT_SITE_CONFIG
        : parseSiteConfig(document.getElementById('site-config')?.textContent);
  }
  return cached;
};
