import { Suspense, useEffect, useRef } from 'react';
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
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
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
    <div className="flex min-h-dvh flex-col">
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
      <ScrollRestoration />
    </div>
  );
}
