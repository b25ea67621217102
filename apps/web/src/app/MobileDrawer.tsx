import { ROUTES } from '@zechus/shared';
import { LogOut, X } from 'lucide-react';
import { useRef, useLayoutEffect } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../components/ui/Logo.tsx';
import { en } from '../i18n/en.ts';
import { cn } from '../lib/cn.ts';
import { NAV_ITEMS } from './nav.ts';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  isAuth: boolean;
  onSignOut: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The top bar's links below 1024 px: a modal side sheet. */
export function MobileDrawer({ id, open, onClose, isAuth, onSignOut }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div id={id} hidden={!open} className="lg:hidden" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        data-testid="drawer-backdrop"
        onClick={onClose}
        className="fixed inset-0 z-50 animate-fade-in bg-night/60 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={en.menuTitle}
        className="fixed inset-y-0 end-0 z-50 flex w-[min(20rem,88vw)] animate-drawer-in flex-col overflow-y-auto bg-primary-strong text-parchment shadow-2xl"
      >
        <div className="flex h-16 items-center justify-between gap-3 border-b border-white/10 ps-5 pe-3">
          <Link
            to={ROUTES.Home.path}
            aria-label={en.logoLink}
            className="flex h-11 items-center rounded-md text-parchment"
          >
            <Logo className="h-8" />
          </Link>
          <button
            ref={closeRef}
            type="button"
            aria-label={en.closeMenu}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-parchment hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1 px-3 py-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 items-center rounded-lg px-4 text-lg font-medium no-underline transition-colors',
                    item.name === 'SignUp'
                      ? 'mt-3 justify-center bg-gold font-semibold text-ink hover:bg-gold-soft'
                      : isActive
                        ? 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-gold)]'
                        : 'text-parchment hover:bg-white/5',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {isAuth ? (
            <li>
              <button
                type="button"
                onClick={onSignOut}
                className="mt-2 flex min-h-12 w-full items-center gap-2 rounded-lg px-4 text-start text-lg font-medium text-parchment hover:bg-white/5"
              >
                <LogOut aria-hidden="true" className="size-5" />
                {en.signOut}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
