import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { startErrorReporting } from '../lib/error-reporting.ts';
import { readPageAnswers, seedAnswers } from './page-answers.ts';
import { Providers, queryClient } from './providers.tsx';
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

/**
 * A new task: the browser may paint or answer a tap before the next piece of work. A phone is
 * four or more times slower than a laptop, and the page's start (its modules, the router, the
 * first render) as one task would hold the main thread for a noticeable moment.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app in #root: hydrates the prerendered page when there is one, else renders. */
export async function start(container: HTMLElement): Promise<void> {
  void startErrorReporting();
  // A page the server rendered with its answers (a donor's dedication): the screen finds them
  // where it looks, so its first render is the server's markup, with nothing to fetch.
  const answers = readPageAnswers();
  if (answers) seedAnswers(queryClient, answers);
  await loadMatchedRoutes(appRoutes, window.location);
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  await nextTask();
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
