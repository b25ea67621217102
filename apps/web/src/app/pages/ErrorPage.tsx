import { pageTitle, ROUTES } from '@zechus/shared';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { reportClientError } from '../../lib/error-reporting.ts';

interface ErrorPageProps {
  /** Screens nobody is standing at (the wall) reload themselves rather than stay broken. */
  reloadAfterSeconds?: number;
}

/**
 * What a visitor sees when a screen fails to draw (a bug, or a new release whose files the old
 * page can no longer load): a calm apology and a way on, never a blank or a stack trace.
 */
export function ErrorPage({ reloadAfterSeconds }: ErrorPageProps) {
  const error = useRouteError();
  useEffect(() => {
    document.title = pageTitle('Something went wrong');
    reportClientError(error);
  }, [error]);
  useEffect(() => {
    if (!reloadAfterSeconds) return;
    const timer = setTimeout(() => window.location.reload(), reloadAfterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [reloadAfterSeconds]);

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-parchment px-6 py-20">
      <section aria-labelledby="page-title" className="mx-auto max-w-xl text-center">
        <h1 id="page-title" className="font-serif text-4xl font-semibold tracking-tight text-ink">
          Something went wrong
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          We are sorry — this page could not be shown. Nothing you sent us has been lost. Please
          reload the page; if it keeps happening, call our office.
        </p>
        {reloadAfterSeconds ? (
          <p className="mt-2 text-ink-muted">It will reload by itself in a moment.</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <a
            href={ROUTES.Home.path}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-medium text-ink underline-offset-4 hover:underline"
          >
            Go to the home page
          </a>
        </div>
      </section>
    </main>
  );
}
