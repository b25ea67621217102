/**
 * The server-side entry of the prerender (scripts/prerender.mjs runs its build): renders one
 * route of the app to HTML with React Router's static APIs, exactly as the client will first
 * render it, so the client hydrates it without a mismatch.
 */
import { pageTitle } from '@zechus/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { isRouteHandle } from './app/route-handle.ts';
import { appRoutes } from './app/router.tsx';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title of the page (what useDocumentMeta sets on the client). */
  title: string;
  description: string | undefined;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
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
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return {
    html,
    title: isRouteHandle(handle) ? pageTitle(handle.page) : pageTitle('Home'),
    description: isRouteHandle(handle) ? handle.description : undefined,
  };
}
