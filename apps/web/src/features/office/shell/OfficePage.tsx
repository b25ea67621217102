import { OFFICE_TITLE_SUFFIX } from '@zechus/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Sets the document title of an office page: `${name} | Zechus Office`. */
export function useOfficeTitle(name: string): void {
  useEffect(() => {
    document.title = `${name} | ${OFFICE_TITLE_SUFFIX}`;
  }, [name]);
}

/** The way back to the list a page belongs to, above its title. */
export interface BackTo {
  to: string;
  label: string;
}

/**
 * The frame of every office page, the same in every area: the way back (on a sub-page), the
 * title (the page's one h1, also the document title) with a line saying what the page is for,
 * the page's actions on the right (the main one last), then the content.
 */
export function OfficePage({
  title,
  heading,
  leading,
  intro,
  actions,
  back,
  children,
}: {
  /** The document title, and the h1 unless `heading` says it otherwise. */
  title: string;
  /** The h1's content when it is more than words (a child's name in Hebrew). */
  heading?: ReactNode;
  /** Beside the title: a learner's photo. */
  leading?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  back?: BackTo;
  children: ReactNode;
}) {
  useOfficeTitle(title);
  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {back ? (
        <Link
          to={back.to}
          className="-ms-1 mb-3 inline-flex min-h-11 items-center gap-2 rounded-md px-1 font-medium text-primary underline-offset-4 hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {back.label}
        </Link>
      ) : null}
      <header className="mb-6 flex flex-wrap items-start justify-between gap-x-6 gap-y-4 print:hidden">
        <div className="flex min-w-0 flex-[1_1_28rem] items-center gap-5">
          {leading}
          <div className="min-w-0 flex-1">
            <h1 id="page-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
              {heading ?? title}
            </h1>
            {intro ? <div className="mt-1.5 max-w-3xl text-ink-muted">{intro}</div> : null}
          </div>
        </div>
        {actions ? (
          <div className="flex flex-wrap items-center justify-end gap-3 sm:pt-1">{actions}</div>
        ) : null}
      </header>
      {children}
    </div>
  );
}
