import fs from 'node:fs';
import path from 'node:path';
import { HTML_PLACEHOLDERS, pageAnswers, type SiteConfig } from '@zechus/shared';
import type { RenderedPage } from './server-render.ts';

/** Shown when the client has not been built (e.g. the API run on its own in development). */
const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zechus</title>
<meta name="csrf-token" content="${HTML_PLACEHOLDERS.csrfToken}"></head><body>
<main><h1>Zechus</h1><p>The web client is not built yet. Run <code>npm run build</code>, then reload.</p></main>
</body></html>`;

/** JSON that is safe inside a <script> element (no "</script>" can close it early). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A page's address pattern of pages.json ('/my-page/:id'): `:name` is one segment. */
const patternOf = (pagePath: string): RegExp =>
  new RegExp(`^${pagePath.replace(/:[A-Za-z]+/g, '[^/]+').replaceAll('/', '\\/')}$`);

/** pages.json: a path's file for every visitor, and for a request with a donor's session. */
interface PageFiles {
  signedOut: string;
  signedIn?: string;
}

/**
 * The pages the web build wrote (apps/web/scripts/prerender.mjs): the prerendered pages by their
 * path, and the heads of screens that are not prerendered by their pattern ('/my-page/:id'),
 * read from dist/prerendered/pages.json — each as every visitor gets it and, for a prerendered
 * page, as a signed-in donor does (its top bar signed in). None when the build wrote none.
 */
function loadPrerendered(webDistDir: string) {
  const dir = path.join(webDistDir, 'prerendered');
  const list = path.join(dir, 'pages.json');
  const read = (file: string) => fs.readFileSync(path.join(dir, path.basename(file)), 'utf8');
  const exact = new Map<string, { signedOut: string; signedIn: string }>();
  const patterns: { pattern: RegExp; html: { signedOut: string; signedIn: string } }[] = [];
  if (fs.existsSync(list)) {
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, PageFiles>;
    for (const [pagePath, files] of Object.entries(pages)) {
      const signedOut = read(files.signedOut);
      const html = { signedOut, signedIn: files.signedIn ? read(files.signedIn) : signedOut };
      if (pagePath.includes(':')) patterns.push({ pattern: patternOf(pagePath), html });
      else exact.set(pagePath, html);
    }
  }
  return (page: string, signedIn: boolean): string | undefined => {
    const html = exact.get(page) ?? patterns.find(({ pattern }) => pattern.test(page))?.html;
    return html && (signedIn ? html.signedIn : html.signedOut);
  };
}

/**
 * The screen's first answers named in its head (shared page-answers.ts), so the browser asks for
 * them with the page's code. `crossorigin` makes the preload the very request the app's fetch
 * makes (CORS mode, same-origin credentials), which then takes it instead of asking again.
 */
function withAnswerPreloads(html: string, url: string, signedIn: boolean): string {
  const answers = pageAnswers(url, signedIn);
  if (answers.length === 0) return html;
  const links = answers.map(
    (answer) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${answer}">`,
  );
  return html.replace('</head>', () => `${links.join('\n')}\n</head>`);
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * #root and what it holds: the body's last element, in index.html (empty) and in a prerendered
 * page (the build's drawing of it), which a screen drawn per request replaces.
 */
const ROOT = /<div id="root"(?: data-hydrate="[a-z-]+")?>[\s\S]*<\/div>(?=\s*<\/body>)/;

/**
 * A screen rendered at request time put into its page, as the build puts a prerendered one
 * (apps/web/scripts/prerender-html.mjs): its markup in #root, marked with when the app takes it
 * over, and its title; and the answers it was rendered with, as JSON the app reads before it
 * hydrates. Without the chunks' preload hints, as a prerendered page: it paints from its HTML and
 * CSS, and the app comes after that first paint (apps/web app/boot.ts) instead of competing with
 * the stylesheet and the fonts for a slow line.
 */
function withRenderedScreen(shell: string, screen: RenderedPage): string {
  if (!ROOT.test(shell)) return shell;
  const html = shell.replace(/<link rel="modulepreload"[^>]*>\n?/g, '');
  const answers = `<script type="application/json" id="page-answers">${scriptSafeJson(screen.answers)}</script>`;
  return html
    .replace(
      ROOT,
      () => `<div id="root" data-hydrate="${screen.hydrate}">${screen.html}</div>${answers}`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`);
}

/** The query of an address ('?plan=3'), or ''. */
const queryOf = (url: string): string => {
  const query = /\?[^#]*/.exec(url)?.[0];
  return query && query.length > 1 ? query : '';
};

/** "/about/" and "/about?x=1" are the page "/about". */
export const pagePath = (url: string): string => {
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
    /**
     * `siteConfig.signedIn`: a donor's live session came with the request (the page's top bar is
     * the signed-in one, and its answers may be preloaded). `screen`: the screen rendered for
     * this request with its answers (server-render.ts).
     */
    render(
      csrfToken: string,
      siteConfig: SiteConfig,
      url = '/',
      screen: RenderedPage | null = null,
    ): string {
      const signedIn = siteConfig.signedIn === true;
      const html = prerendered(pagePath(url), signedIn) ?? template;
      const filled = screen
        ? withRenderedScreen(html, screen)
        : withAnswerPreloads(html, pagePath(url) + queryOf(url), signedIn);
      return filled
        .replace(HTML_PLACEHOLDERS.csrfToken, csrfToken)
        .replace(HTML_PLACEHOLDERS.siteConfig, scriptSafeJson(siteConfig))
        .replace(HTML_PLACEHOLDERS.year, () => (siteConfig.today ?? '').slice(0, 4));
    },
  };
}
