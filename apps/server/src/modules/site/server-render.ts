import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageAnswers } from '@zechus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server-side entry (apps/web/src/entry-prerender.tsx) renders. */
export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  title: string;
  /** The answers it was rendered with, by address: the browser's queries start from them. */
  answers: Record<string, unknown>;
}

type RenderPage = (
  url: string,
  answers: Record<string, unknown>,
  signedIn: boolean,
) => Promise<Omit<RenderedPage, 'answers'>>;

/** The screens rendered here: a dedication of My Page, a shared link (and only their days). */
const RENDERED = /^\/(my-page|shared)\/[^/]+$/;

/**
 * Screens rendered here at request time, with their data (decision 0030): a donor's dedication
 * and a family's shared link — opened from an e-mail or a message, on a phone, by someone who
 * wants to see the learning at once. The screen's first answers (shared page-answers.ts) are
 * asked of this very server, with the visitor's own cookies, so every access check and every
 * cached answer is the API's own; then the web app's server-side build (dist/ssr, loaded at the
 * first such page, not at start) renders the screen with them. Anything short of that — no
 * build, an answer other than 200 (no session, not theirs, a wrong date), an error — gives the
 * page without content, which asks for its answers itself as before.
 */
export function serverRenderer(app: FastifyInstance, webDistDir: string) {
  const entry = path.join(webDistDir, 'ssr', 'entry-prerender.js');
  let loading: Promise<RenderPage | null> | undefined;
  const renderer = () =>
    (loading ??= fs.existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: { renderPage?: RenderPage }) => module.renderPage ?? null,
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
    /** The screen at `page` (a path without a query) rendered with its answers, or null. */
    async render(
      request: FastifyRequest,
      page: string,
      signedIn: boolean,
    ): Promise<RenderedPage | null> {
      const paths = RENDERED.test(page) ? pageAnswers(page, signedIn) : [];
      if (paths.length === 0) return null;
      try {
        const renderPage = await renderer();
        if (!renderPage) return null;
        const answers = await answersFor(request, paths);
        if (!answers) return null;
        return { ...(await renderPage(page, answers, signedIn)), answers };
      } catch (error) {
        request.log.warn({ err: error, page }, 'server render failed; the page renders itself');
        return null;
      }
    },
  };
}
