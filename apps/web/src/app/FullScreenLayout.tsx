import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDocumentMeta } from './useDocumentMeta.ts';

/** A quiet night screen while a full-screen page's code loads (never a spinner, VISUAL.md). */
function FullScreenFallback() {
  return <div className="fixed inset-0 bg-night" />;
}

/**
 * The layout of screens that fill the display on their own — the hall wall, its previews and the
 * scanner kiosk: no top bar or footer, the same document titles as the rest of the site.
 */
export function FullScreenLayout() {
  useDocumentMeta();
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh">
      <Suspense fallback={<FullScreenFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
