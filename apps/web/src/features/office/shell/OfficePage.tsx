import { OFFICE_TITLE_SUFFIX } from '@zechus/shared';
import { useEffect, type ReactNode } from 'react';

/** Sets the document title of an office page: `${name} | Zechus Office`. */
export function useOfficeTitle(name: string): void {
  useEffect(() => {
    document.title = `${name} | ${OFFICE_TITLE_SUFFIX}`;
  }, [name]);
}

/**
 * The frame of every office page: its title (the page's one h1, also the document title), a
 * line saying what the page is for, actions on the right, then the content.
 */
export function OfficePage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useOfficeTitle(title);
  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div className="min-w-0">
          <h1 id="page-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {title}
          </h1>
          {intro ? <p className="mt-1.5 max-w-3xl text-ink-muted">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
