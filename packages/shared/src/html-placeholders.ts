// Its own module, not beside the site-config schema: the client's first script needs these
// names, and importing them from a module that builds a zod schema would bring zod along.

/** Placeholders in apps/web/index.html that the server replaces per response. */
export const HTML_PLACEHOLDERS = {
  csrfToken: '__CSRF_TOKEN__',
  siteConfig: '__SITE_CONFIG__',
} as const;
