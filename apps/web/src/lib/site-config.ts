import { DEFAULT_PROGRAMME_TITLE, siteConfigSchema } from '@zechus/shared';
import type { SiteConfig } from '@zechus/shared';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  programmeTitle: DEFAULT_PROGRAMME_TITLE,
  heroVideoUrl: null,
  sentryDsn: null,
};

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
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) return DEFAULT_SITE_CONFIG;
  const heroVideoUrl = parsed.data.heroVideoUrl?.trim() || null;
  return {
    programmeTitle: parsed.data.programmeTitle.trim() || DEFAULT_PROGRAMME_TITLE,
    heroVideoUrl,
    sentryDsn: parsed.data.sentryDsn?.trim() || null,
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
