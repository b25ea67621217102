/**
 * The hall screens' service worker (decision 0035). It runs in the browser, not in the build:
 * vite/hall-worker-build.ts compiles this file into the site's /sw.js, with the list of each
 * screen's files (vite/hall-shell.ts) and their version, and a call of `runHallWorker`. It is
 * registered once per screen, with the screen's address as its scope (lib/hall-screen), so only
 * /scan and /large-screen are ever under a worker; a donor's page never is.
 *
 * - The screen's page: from the network, kept as it comes (it carries the browser's CSRF token);
 *   the kept copy when the network does not answer.
 * - GET /api/large-screen (the day's chapters): the same. The wall shows the last known day when
 *   a tablet restarts during an outage; the station names a child from it.
 * - The screen's files: from the cache, where the install put them (their names change with
 *   their content).
 * - Anything else: not touched; the browser fetches it as if there were no worker.
 *
 * Written against the few parts of the worker's global scope it uses (the app's TypeScript
 * program knows the page's DOM, not a worker's). No imports: the file becomes a classic script.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/** What of a ServiceWorkerGlobalScope the worker uses. */
export interface HallWorkerScope {
  readonly registration: { readonly scope: string };
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  fetch(request: Request | string): Promise<Response>;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** What the build writes into /sw.js: each screen's page and the files it needs. */
export interface HallShell {
  /** Changes with any of the files, the pages' template or this code: a new cache. */
  version: string;
  /** Page path ('/scan') → the files it needs, from the site's root ('/assets/start-ab12.js'). */
  screens: Record<string, readonly string[]>;
}

/** The day's chapters, which both screens read. */
export const HALL_DATA = '/api/large-screen';

/** How long a page waits for the network before the kept copy is shown (a hanging Wi-Fi). */
const PAGE_WAIT_MS = 4000;

export type HallRoute = 'page' | 'data' | 'file' | null;

/** What the worker does with a request; null: nothing (the browser fetches it itself). */
export function hallRoute(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  page: string,
  files: ReadonlySet<string>,
): HallRoute {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === 'navigate') {
    return url.pathname.replace(/(.)\/+$/, '$1') === page ? 'page' : null;
  }
  if (url.pathname === HALL_DATA) return 'data';
  return files.has(url.pathname) ? 'file' : null;
}

/** The cache of one screen's registration in one version: 'zechus-hall /scan 3f2a…'. */
const cacheName = (page: string, version: string) => `zechus-hall ${page} ${version}`;

export function runHallWorker(worker: HallWorkerScope, shell: HallShell): void {
  const page = new URL(worker.registration.scope).pathname.replace(/(.)\/+$/, '$1');
  const files = new Set(shell.screens[page] ?? []);
  const name = cacheName(page, shell.version);
  const open = () => worker.caches.open(name);

  worker.addEventListener('install', (event) => {
    const install = async () => {
      const cache = await open();
      // The page as a navigation gets it (the server sends HTML to a request that accepts it),
      // with the cookies of the browser, so the CSRF token inside is the browser's own.
      const pageRequest = new Request(page, { headers: { Accept: 'text/html' } });
      // The hashed files may come from the browser's HTTP cache; the few others (the icons, the
      // manifests) are asked again, as they keep their name across deploys.
      const fresh = (file: string) =>
        file.startsWith('/assets/') ? file : new Request(file, { cache: 'no-cache' });
      await cache.addAll([pageRequest, ...[...files].map(fresh)]);
      // The day is kept when the server gives it; a screen opens without it too.
      await keep(cache, HALL_DATA, worker.fetch(HALL_DATA)).catch(() => undefined);
      // The files are versioned together: the new worker may take over at once.
      await worker.skipWaiting();
    };
    event.waitUntil(install());
  });

  worker.addEventListener('activate', (event) => {
    const activate = async () => {
      const ours = cacheName(page, '');
      for (const key of await worker.caches.keys()) {
        if (key.startsWith(ours) && key !== name) await worker.caches.delete(key);
      }
      await worker.clients.claim();
    };
    event.waitUntil(activate());
  });

  worker.addEventListener('fetch', (event) => {
    const route = hallRoute(event.request, worker.location.origin, page, files);
    if (route === 'page') event.respondWith(networkFirst(event, page, PAGE_WAIT_MS));
    else if (route === 'data') event.respondWith(networkFirst(event, HALL_DATA));
    else if (route === 'file') event.respondWith(cacheFirst(event.request));
  });

  /** Keeps a good answer under `key` (a server error is no answer) and passes it on. */
  async function keep(cache: Cache, key: string, answer: Promise<Response>): Promise<Response> {
    const response = await answer;
    if (response.status >= 500) throw new Error(`${key}: ${response.status}`);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  }

  /**
   * The network's answer, kept; the kept one when there is none (offline, a server error) or,
   * with `waitMs`, none in time — a late answer still refreshes the cache. With nothing kept,
   * the network's own answer or failure, as without a worker.
   */
  function networkFirst(event: FetchEvent, key: string, waitMs?: number): Promise<Response> {
    const network = worker.fetch(event.request);
    const kept = open().then((cache) => keep(cache, key, network));
    event.waitUntil(kept.catch(() => undefined));
    const late = new Promise<undefined>((resolve) => {
      if (waitMs !== undefined) setTimeout(resolve, waitMs, undefined);
    });
    const answer = async () => {
      const fresh = await Promise.race([kept, late]).catch(() => undefined);
      if (fresh) return fresh;
      const cache = await open();
      return (await cache.match(key, { ignoreVary: true })) ?? network;
    };
    return answer();
  }

  /** The kept file; one the browser has since dropped from the cache is fetched and kept again. */
  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await open();
    const path = new URL(request.url).pathname;
    const cached = await cache.match(path, { ignoreVary: true });
    if (cached) return cached;
    const response = await worker.fetch(request);
    if (response.ok) await cache.put(path, response.clone());
    return response;
  }
}
