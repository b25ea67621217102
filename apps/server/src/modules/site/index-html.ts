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
 * The pages the web build prerendered (apps/web/scripts/prerender.mjs): path → their HTML, read
 * from dist/prerendered/pages.json. None when the build wrote none.
 */
function loadPrerendered(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, 'prerendered');
  const list = path.join(dir, 'pages.json');
  if (!fs.existsSync(list)) return new Map();
  const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(pages).map(([pagePath, file]) => [
      pagePath,
      fs.readFileSync(path.join(dir, path.basename(file)), 'utf8'),
    ]),
  );
}

/** "/about/" and "/about?x=1" are the page "/about". */
const pagePath = (url: string): string => {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
};

/**
 * The built index.html and the prerendered pages, read once, with the per-response values
 * filled in: the CSRF token of the meta tag (spec §7) and the runtime site configuration. A
 * prerendered page is sent for its own path; every other path gets index.html (history mode).
 */
export function loadIndexHtml(webDistDir: string) {
  const file = path.join(webDistDir, 'index.html');
  const template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NOT_BUILT_HTML;
  const prerendered = loadPrerendered(webDistDir);
  return {
    built: template !== NOT_BUILT_HTML,
    render(csrfToken: string, siteConfig: SiteConfig, url = '/'): string {
      return (prerendered.get(pagePath(url)) ?? template)
        .replace(HTML_PLACEHOLDERS.csrfToken, csrfToken)
        .replace(HTML_PLACEHOLDERS.siteConfig, scriptSafeJson(siteConfig));
    },
  };
}
