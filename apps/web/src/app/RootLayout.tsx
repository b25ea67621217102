import { Suspense, useRef, useState, useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../components/ui/Spinner.tsx';
import { en } from '../i18n/en.ts';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';
import { useDocumentMeta } from './useDocumentMeta.ts';

/** After a navigation, move focus to the new page so keyboard and screen-reader users start there. */
function useFocusOnNavigate(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

/**
 * React Router's scroll restoration, from the first navigation on. Mounted with the app, it
 * scrolls to the top as the app takes over the prerendered page, pulling the page from under a
 * reader who had already scrolled it (and a tap on what was under their finger lands elsewhere).
 * The page the visitor arrived on keeps the browser's own scrolling; every page after it gets
 * React Router's: the top for a new page, the saved place on Back.
 */
function ScrollRestorationAfterArrival() {
  const { key } = useLocation();
  const [arrivalKey] = useState(key);
  return key === arrivalKey ? null : <ScrollRestoration />;
}

function PageFallback() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-muted"
    >
      <Spinner className="size-6 text-primary" />
      <span>{en.loading}</span>
    </div>
  );
}

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useDocumentMeta();
  useFocusOnNavigate(mainRef);
  return (
    // A long word (an e-mail address, a name) breaks rather than widen the page: at 200 % text
    // on a phone it would otherwise push its grid or flex row off the screen (issue 26).
    <div className="flex min-h-dvh flex-col [overflow-wrap:anywhere]">
      <a
        href="#main"
        className="sr-only rounded-full bg-gold px-5 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60]"
      >
        {en.skipLink}
      </a>
      <TopBar />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestorationAfterArrival />
    </div>
  );
}
