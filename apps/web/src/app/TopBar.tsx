import { ROUTES } from '@zechus/shared';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../components/ui/Logo.tsx';
import { useSignOut } from '../features/auth/useSignOut.ts';
import { en } from '../i18n/en.ts';
import { cn } from '../lib/cn.ts';
import { useSignedIn } from '../lib/page-facts.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { NAV_ITEMS } from './nav.ts';

export const DRAWER_ID = 'main-menu';
const DESKTOP_QUERY = '(min-width: 1024px)';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative rounded-md px-2 py-2 text-[0.9rem] font-medium xl:px-2.5 xl:text-[0.95rem] whitespace-nowrap text-parchment no-underline transition-colors hover:text-white',
    'after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold after:transition-opacity',
    isActive ? 'text-white after:opacity-100' : 'after:opacity-0 hover:after:opacity-60',
  );

export function TopBar() {
  const location = useLocation();
  const isAuth = useSignedIn();
  const signOut = useSignOut();
  // The drawer is open only for the location it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenOn(null);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const closeAndRefocus = () => {
    setOpenOn(null);
    menuButtonRef.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 bg-primary text-parchment shadow-[0_1px_0_rgb(201_162_39/0.35)]">
      {/* Heights are minimums and the logo is drawn in px: with the phone's text at 150–200 % the
          bar grows rather than cutting Menu off, and Menu keeps only its icon (its name stays). */}
      <div className="container-content flex min-h-16 items-center justify-between gap-4 max-[20em]:gap-2 lg:min-h-[4.5rem]">
        <Link
          to={ROUTES.Home.path}
          aria-label={en.logoLink}
          className="-ms-1 flex min-h-11 shrink-0 items-center rounded-md px-1 text-parchment"
        >
          <Logo className="h-[36px] lg:h-[40px]" />
        </Link>
        <nav aria-label="Main" className="flex items-center">
          <ul className="hidden items-center gap-0.5 lg:flex xl:gap-1">
            {NAV_ITEMS.map((item) =>
              item.name === 'SignUp' ? (
                <li key={item.to} className="ms-2">
                  <NavLink
                    to={item.to}
                    className="inline-flex min-h-10 items-center rounded-full bg-gold px-4 text-[0.9rem] font-semibold whitespace-nowrap xl:text-[0.95rem] text-ink no-underline transition-colors hover:bg-gold-soft aria-[current=page]:bg-gold-soft"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
            {isAuth ? (
              <li className="ms-1">
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-[0.9rem] font-medium whitespace-nowrap text-parchment hover:text-white xl:text-[0.95rem]"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {en.signOut}
                </button>
              </li>
            ) : null}
          </ul>
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={en.openMenu}
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            onClick={() => setOpenOn(location.key)}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-parchment/40 px-4 text-sm font-semibold text-parchment hover:bg-white/10 max-[20em]:px-3 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
            <span className="max-[20em]:sr-only">Menu</span>
          </button>
          <MobileDrawer
            id={DRAWER_ID}
            open={open}
            onClose={closeAndRefocus}
            isAuth={isAuth}
            onSignOut={() => void signOut()}
          />
        </nav>
      </div>
    </header>
  );
}
