import { HTML_PLACEHOLDERS } from '@zechus/shared';
import type { SiteConfig } from '@zechus/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useClientState } from './client-state.ts';

/**
 * What the server knew when it wrote the page, which the app's first render must draw exactly as
 * the HTML does (React hydrates the server's markup and refuses to differ): whether a donor's
 * session came with the request, the London day and the year. The browser reads them from the
 * page's site config; the prerender and the server render are given them.
 */
export interface PageFacts {
  signedIn: boolean;
  /** The London day (YYYY-MM-DD) by the server's clock, or null when no server said. */
  today: string | null;
  /** The copyright year: the server fills the placeholder of a page prerendered at build time. */
  year: string;
}

/** A page prerendered at build time: nobody's, on no particular day. */
export const buildTimeFacts = (signedIn: boolean): PageFacts => ({
  signedIn,
  today: null,
  year: HTML_PLACEHOLDERS.year,
});

/** A screen the server renders for one request, on its day. */
export const requestFacts = (signedIn: boolean, today: string): PageFacts => ({
  signedIn,
  today,
  year: today.slice(0, 4),
});

/**
 * The facts in the browser: the site config the server wrote into the page. A page the server
 * did not write (the Vite dev server) has none: nothing was drawn before the app, so the saved
 * state and the browser's clock stand in.
 */
export const browserFacts = (config: SiteConfig, savedSignedIn: boolean): PageFacts => ({
  signedIn: config.signedIn ?? savedSignedIn,
  today: config.today,
  year: config.today?.slice(0, 4) ?? String(new Date().getFullYear()),
});

const PageFactsContext = createContext<PageFacts>(buildTimeFacts(false));

export function PageFactsProvider({ facts, children }: { facts: PageFacts; children: ReactNode }) {
  return <PageFactsContext.Provider value={facts}>{children}</PageFactsContext.Provider>;
}

export const usePageFacts = (): PageFacts => useContext(PageFactsContext);

/**
 * Whether a donor is signed in: the saved client state's isAuth, drawn as the server drew it while
 * React takes the page over (the server's answer is its "server snapshot"), so a signed-in donor's
 * page comes with Sign Out in its HTML and never flashes the signed-out bar.
 */
export function useSignedIn(): boolean {
  const { signedIn } = usePageFacts();
  return useSyncExternalStore(
    useClientState.subscribe,
    () => useClientState.getState().isAuth,
    () => signedIn,
  );
}
