import { STAFF_ROLE_LABELS, type OfficeMe } from '@zechus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, useLayoutEffect } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/ui/Logo.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { isSignedOut, officeLogout, officeMeKey } from './api.ts';
import { OFFICE_NAV } from './nav.ts';
import { officeText } from './strings.ts';

function NavLinks({ me, onNavigate }: { me: OfficeMe; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {OFFICE_NAV.filter((entry) => me.areas.includes(entry.area)).map(
        ({ area, label, path, icon: Icon }) => (
          <li key={area}>
            <NavLink
              to={path}
              end={area === 'home'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium no-underline transition-colors',
                  isActive
                    ? 'bg-gold-soft text-primary-strong'
                    : 'text-parchment/90 hover:bg-white/10 hover:text-white',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

function WhoAmI({ me, onSignOut, busy }: { me: OfficeMe; onSignOut: () => void; busy: boolean }) {
  return (
    <div className="space-y-3 border-t border-white/15 pt-4">
      <p className="text-sm text-parchment/90">
        {officeText.signedInAs(me.name, STAFF_ROLE_LABELS[me.role])}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onSignOut}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-parchment/70 px-4 text-sm font-semibold text-parchment hover:bg-parchment hover:text-primary-strong"
        >
          {busy ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
          {officeText.signOut}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-parchment/90 underline hover:text-white"
        >
          {officeText.publicSite}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </div>
    </div>
  );
}

/** Any office call answered 401 (12 hours idle, or signed out elsewhere): back to sign-in. */
function useSignOutOnExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (isSignedOut(error)) queryClient.setQueryData(officeMeKey, null);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

/** After a navigation, focus moves to the page so keyboard and screen-reader users start there. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/**
 * The console's frame: a navy side bar with the areas of the signed-in role (a menu button on a
 * narrow screen), who is signed in, sign out, and the page. Nothing of it prints.
 */
export function OfficeLayout({ me }: { me: OfficeMe }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mainRef = useFocusOnNavigate();
  useSignOutOnExpiry();
  const signOut = useMutation({
    // What the office's pages are still asking for (a count on the home page, opened a moment
    // ago) is dropped first, and the page is taken away while the session ends (below): its
    // questions would otherwise come back refused.
    onMutate: () => queryClient.cancelQueries({ queryKey: ['office'] }),
    mutationFn: officeLogout,
    onSettled: () => {
      queryClient.setQueryData(officeMeKey, null);
      queryClient.removeQueries({ queryKey: ['office'], exact: false, type: 'inactive' });
      void navigate('/office/login', { replace: true });
    },
  });

  return (
    <div className="min-h-dvh bg-parchment md:grid md:grid-cols-[15.5rem_minmax(0,1fr)] print:block print:bg-white">
      <a
        href="#office-main"
        className="sr-only rounded-full bg-gold px-5 py-3 font-semibold text-ink shadow-lg focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60]"
      >
        {officeText.skipLink}
      </a>

      <aside className="hidden bg-primary-strong text-parchment md:block print:hidden">
        <div className="sticky top-0 flex max-h-dvh min-h-dvh flex-col gap-6 overflow-y-auto px-4 py-6">
          <div className="flex items-center gap-2 px-2 text-parchment">
            <Logo className="h-9" />
            <span className="sr-only">{officeText.console}</span>
          </div>
          <p className="px-3 text-xs font-semibold tracking-[0.14em] text-gold-soft uppercase">
            {officeText.navLabel}
          </p>
          <nav aria-label={officeText.navLabel} className="flex-1">
            <NavLinks me={me} />
          </nav>
          <WhoAmI me={me} busy={signOut.isPending} onSignOut={() => signOut.mutate()} />
        </div>
      </aside>

      <header className="sticky top-0 z-40 bg-primary-strong text-parchment md:hidden print:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <span className="text-parchment">
            <Logo className="h-8" />
            <span className="sr-only">{officeText.console}</span>
          </span>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="office-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-parchment/70 px-4 font-semibold"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            {menuOpen ? officeText.closeMenu : officeText.menu}
          </button>
        </div>
        {menuOpen ? (
          <div id="office-menu" className="space-y-4 border-t border-white/15 px-4 pt-3 pb-5">
            <nav aria-label={officeText.navLabel}>
              <NavLinks me={me} onNavigate={() => setMenuOpen(false)} />
            </nav>
            <WhoAmI me={me} busy={signOut.isPending} onSignOut={() => signOut.mutate()} />
          </div>
        ) : null}
      </header>

      <main id="office-main" ref={mainRef} tabIndex={-1} className="min-w-0 outline-none">
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-3 p-8 text-ink-muted">
              <Spinner className="size-5 text-primary" />
              {officeText.loading}
            </p>
          }
        >
          {signOut.isIdle ? (
            <Outlet />
          ) : (
            <p role="status" className="flex items-center gap-3 p-8 text-ink-muted">
              <Spinner className="size-5 text-primary" />
              {officeText.signingOut}
            </p>
          )}
        </Suspense>
      </main>
    </div>
  );
}
