import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { useClientState } from '../lib/client-state.ts';
import { startErrorReporting } from '../lib/error-reporting.ts';
import { browserFacts } from '../lib/page-facts.tsx';
import { getSiteConfig } from '../lib/site-config.ts';
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
 * A page the server drew passed its route's loader there (Subscribe's: a plan in the address), so
 * the router starts with that route loaded instead of running it again and drawing its
 * HydrateFallback over the server's markup. Our loaders only redirect or let the page be.
 */
function serverLoadedRoutes(routes: RouteObject[], location: Location): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (route.loader && route.id) loaderData[route.id] = null;
  }
  return { loaderData };
}

/**
 * A new task: the browser may paint or answer a tap before the next piece of work. A phone is
 * four or more times slower than a laptop, and the page's start (its modules, the router, the
 * first render) as one task would hold the main thread for a noticeable moment.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app in #root: hydrates the page the server drew when there is one, else renders. */
export async function start(container: HTMLElement): Promise<void> {
  void startErrorReporting();
  const hydrating = container.hasChildNodes();
  // What the server knew when it wrote the page: the first render draws the same. Its answer to
  // "is a donor signed in?" is the truth (the session cookie is not the browser's to read).
  const config = getSiteConfig();
  if (config.signedIn !== null) useClientState.getState().setAuth(config.signedIn);
  const facts = browserFacts(config, useClientState.getState().isAuth);
  // A page the server rendered with its answers (a donor's dedication): the screen finds them
  // where it looks, so its first render is the server's markup, with nothing to fetch.
  const answers = readPageAnswers();
  if (answers) seedAnswers(queryClient, answers);
  await loadMatchedRoutes(appRoutes, window.location);
  await nextTask();
  // React DOM's client, the biggest module of the page, is set up in a task of its own: its file
  // came with this one's, but evaluated together they would hold a phone's main thread for one
  // long moment (issue 22: every task under 50 ms of a four-times-slower CPU where we can).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const router = createBrowserRouter(
    appRoutes,
    hydrating ? { hydrationData: serverLoadedRoutes(appRoutes, window.location) } : undefined,
  );
  await nextTask();
  const app = (
    <StrictMode>
      <Providers facts={facts}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // Hydrated as a transition: React takes the page over in slices, letting the browser answer a
  // tap or paint between them, instead of in one long task; the page is on screen meanwhile.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
