// Its own module, not beside the site-config schema: the client's first script needs these
// names, and importing them from a module that builds a zod schema would bring zod along.

/** Placeholders in apps/web/index.html that the server replaces per response. */
export const HTML_PLACEHOLDERS = {
  csrfToken: '__CSRF_TOKEN__',
  siteConfig: '__SITE_CONFIG__',
  /**
   * The footer's copyright year in a page prerendered at build time: the year it is read in is
   * the server's (London) year of the response, not the year of the build.
   */
  year: '__YEAR__',
} as const;
