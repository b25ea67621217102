/**
 * The server-side entry of the app: renders one route of it to HTML with React Router's static
 * APIs, exactly as the client will first render it, so the client hydrates it without a mismatch.
 * scripts/prerender.mjs renders the public pages with it at build time (`prerender`); the server
 * renders a donor's dedication or a family's shared link with it at request time, with the
 * answers the page needs (`renderPage`, decision 0030).
 */
import { pageTitle } from '@zechus/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { seedAnswers } from './app/page-answers.ts';
import { newQueryClient, Providers } from './app/providers.tsx';
import { isRouteHandle } from './app/route-handle.ts';
import { appRoutes } from './app/router.tsx';
import { buildTimeFacts, requestFacts, type PageFacts } from './lib/page-facts.tsx';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title of the page (what useDocumentMeta sets on the client). */
  title: string;
  description: string | undefined;
}

/**
 * A public page as a visitor first sees it: no data; signed out, or (`signedIn`) with the top bar
 * of a signed-in donor — the server sends that one to a request with a donor's session.
 */
export const prerender = (path: string, signedIn = false): Promise<PrerenderedPage> =>
  render(path, {}, buildTimeFacts(signedIn));

/**
 * A screen with its first answers (the keys of `answers` are their addresses, shared
 * page-answers.ts), rendered for one request: `signedIn` whether a donor's session came with it,
 * `today` the server's London day.
 */
export const renderPage = (
  url: string,
  answers: Record<string, unknown>,
  { signedIn, today }: { signedIn: boolean; today: string },
): Promise<PrerenderedPage> => render(url, answers, requestFacts(signedIn, today));

async function render(
  path: string,
  answers: Record<string, unknown>,
  facts: PageFacts,
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const handle = [...context.matches].reverse().find((m) => isRouteHandle(m.route.handle))
    ?.route.handle;
  // renderToString, not a prerender stream: a stream may outline big Suspense boundaries and
  // complete them with inline scripts, which the CSP refuses. Nothing suspends here anyway:
  // query() above has loaded the route's lazy module. No hydration data script either (the
  // routes have no loaders).
  // A new cache for each render: nothing of one request is ever in another's page.
  const client = newQueryClient();
  seedAnswers(client, answers);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <Providers client={client} facts={facts}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
  return {
    html,
    title: isRouteHandle(handle) ? pageTitle(handle.page) : pageTitle('Home'),
    description: isRouteHandle(handle) ? handle.description : undefined,
  };
}
