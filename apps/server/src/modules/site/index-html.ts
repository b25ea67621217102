import fs from 'node:fs';
import path from 'node:path';
import { HTML_PLACEHOLDERS, type SiteConfig } from '@zechus/shared';

/** Shown when the client has not been built (e.g. the API run on its own in development). */
const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zechus</title>
<meta name="csrf-token" content="${HTML_PLACEHOLDERS.csrfToken}"></head><body>
<main><h1>Zechus</h1><p>The web client is not built yet. Run <code>npm run build</code>, then reload.</p></main>
</body></html>`;

/** JSON that is safe inside a <script> element (no "</script>" can close it early). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The built index.html, read once, with the per-response values filled in: the CSRF token of
 * the meta tag (spec §7) and the runtime site configuration.
 */
export function loadIndexHtml(webDistDir: string) {
  const file = path.join(webDistDir, 'index.html');
  const template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT_HTML;
  return {
    built: template !== NOT_BUILT_HTML,
    render(csrfToken: string, siteConfig: SiteConfig): string {
      return template
        .replace(HTML_PLACEHOLDERS.csrfToken, csrfToken)
        .replace(HTML_PLACEHOLDERS.siteConfig, scriptSafeJson(siteConfig));
    },
  };
}
