// First of all: Zod must be jitless before any schema is built (lib/zod-jitless.ts).
import '../lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { startErrorReporting } from '../lib/error-reporting.ts';
import { Providers } from './providers.tsx';
import { appRoutes } from './router.tsx';

/**
 * Resolves the `lazy` routes the current address matches, as React Router's guide to lazy routes
 * with server rendering does: the router then starts initialized, and its first render is the
 * page itself rather than nothing while the chunk loads — the markup the prerender wrote.
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/** Starts the app in #root: hydrates the prerendered page when there is one, else renders. */
export async function start(container: HTMLElement): Promise<void> {
  void startErrorReporting();
  await loadMatchedRoutes(appRoutes, window.location);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createBrowserRouter(appRoutes)} />
      </Providers>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
