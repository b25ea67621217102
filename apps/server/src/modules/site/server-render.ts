import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageAnswersEntry } from '@zechus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importModule } from '../../import-module.ts';

/** What the web app's server-side entry (apps/web/src/entry-prerender.tsx) renders. */
export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  title: string;
  /** The answers it was rendered with, by address: the browser's queries start from them. */
  answers: Record<string, unknown>;
  /** When the app takes the page over: at once, or at the reader's first interaction. */
  hydrate: 'at-once' | 'on-interaction';
}

/** What the server knew of the request, which the screen is drawn with. */
export interface RequestFacts {
  /** A donor's live session came with it. */
  signedIn: boolean;
  /** The London day by the server's clock. */
  today: string;
}

type RenderPage = (
  url: string,
  answers: Record<string, unknown>,
  facts: RequestFacts,
) => Promise<Pick<RenderedPage, 'html' | 'title'>>;

/** How many drawings of the pages for everyone (About, How it Works) are kept. */
const KEPT_PUBLIC_PAGES = 32;

/**
 * Screens rendered here at request time, with their data (decisions 0030, 0031): a donor's
 * dedication, a family's shared link — opened from an e-mail or a message, on a phone, by someone
 * who wants to see the learning at once — Subscribe for the plan in its address, and the pages
 * that show the plans, About and How it Works (shared page-answers.ts marks which). The screen's
 * first answers (shared page-answers.ts) are asked of this very server, with the visitor's own
 * cookies, so every access check and every cached answer is the API's own; then the web app's
 * server-side build (dist/ssr, loaded at the first such page, not at start) renders the screen
 * with them. Anything short of that — no
 * build, an answer other than 200 (no session, not theirs, a wrong date), an error — gives the
 * page without content, which asks for its answers itself as before.
 */
export function serverRenderer(app: FastifyInstance, webDistDir: string) {
  // A page that is the same for everyone (About, How it Works: marketing pages, the most often
  // opened) is drawn once per address, facts and answers — a change of the plans is a new key —
  // rather than by React on every request. Oldest first out.
  const keptPublic = new Map<string, Promise<Pick<RenderedPage, 'html' | 'title'>>>();
  const keptDrawing = (key: string, draw: () => Promise<Pick<RenderedPage, 'html' | 'title'>>) => {
    let drawn = keptPublic.get(key);
    if (!drawn) {
      drawn = draw();
      keptPublic.set(key, drawn);
      drawn.catch(() => keptPublic.delete(key));
      const oldest = keptPublic.keys().next();
      if (keptPublic.size > KEPT_PUBLIC_PAGES && !oldest.done) keptPublic.delete(oldest.value);
    }
    return drawn;
  };
  const entry = path.join(webDistDir, 'ssr', 'entry-prerender.js');
  let loading: Promise<RenderPage | null> | undefined;
  const renderer = () =>
    (loading ??= fs.existsSync(entry)
      ? importModule<{ renderPage?: RenderPage }>(pathToFileURL(entry).href).then(
          (module) => module.renderPage ?? null,
        )
      : Promise.resolve(null));

  /** The page's answers, or null unless every one of them is a 200 with JSON. */
  async function answersFor(
    request: FastifyRequest,
    paths: string[],
  ): Promise<Record<string, unknown> | null> {
    const replies = await Promise.all(
      paths.map((url) =>
        app.inject({
          method: 'GET',
          url,
          headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
        }),
      ),
    );
    if (replies.some((reply) => reply.statusCode !== 200)) return null;
    return Object.fromEntries(paths.map((url, i) => [url, replies[i]?.json() as unknown]));
  }

  return {
    /** The screen at the request's address rendered with its answers, or null. */
    async render(request: FastifyRequest, facts: RequestFacts): Promise<RenderedPage | null> {
      const url = pageUrl(request.url);
      const entry = pageAnswersEntry(url, facts.signedIn);
      if (!entry?.rendered) return null;
      try {
        const renderPage = await renderer();
        if (!renderPage) return null;
        const answers = await answersFor(request, entry.answers);
        if (!answers) return null;
        const draw = () => renderPage(url, answers, facts);
        const drawn = entry.waitsForInteraction
          ? await keptDrawing(JSON.stringify([url, facts, answers]), draw)
          : await draw();
        const hydrate = entry.waitsForInteraction ? 'on-interaction' : 'at-once';
        return { ...drawn, answers, hydrate };
      } catch (error) {
        request.log.warn({ err: error, url }, 'server render failed; the page renders itself');
        return null;
      }
    },
  };
}

/** The address as the screens know it: "/my-page/3/" is "/my-page/3"; the query stays. */
function pageUrl(url: string): string {
  const [pathname = '/', query] = url.split('?', 2);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return query === undefined ? path : `${path}?${query}`;
}
