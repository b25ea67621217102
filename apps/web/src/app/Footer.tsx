import { OFFICE, PRODUCT_NAME, ROUTES } from '@zechus/shared';
import { Link } from 'react-router';
import { Logo } from '../components/ui/Logo.tsx';
import { en } from '../i18n/en.ts';
import { usePageFacts } from '../lib/page-facts.tsx';
import { NAV_ITEMS } from './nav.ts';

export function Footer() {
  // The server's year, not the browser's clock nor the build's: the HTML and the app agree on it.
  const { year } = usePageFacts();
  return (
    <footer className="mt-auto bg-primary-strong text-parchment">
      <div className="container-content grid gap-10 py-12 md:grid-cols-[minmax(0,1fr)_auto] md:py-14">
        <div className="max-w-sm">
          <Link
            to={ROUTES.Home.path}
            aria-label={en.logoLink}
            className="-ms-1 inline-flex h-12 items-center rounded-md px-1 text-parchment"
          >
            <Logo className="h-10" />
          </Link>
          <p className="mt-4 leading-relaxed text-parchment/90">{en.footerLine}</p>
          <p className="mt-4 text-sm text-parchment/90">
            <a href={OFFICE.phoneHref} className="underline hover:text-white">
              {OFFICE.phone}
            </a>
            <span aria-hidden="true" className="mx-2 text-gold">
              ·
            </span>
            <a href={`mailto:${OFFICE.email}`} className="underline hover:text-white">
              {OFFICE.email}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-1 gap-x-10 gap-y-1 min-[22em]:grid-cols-2 sm:grid-cols-3 md:grid-cols-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex min-h-10 items-center rounded text-parchment/95 underline-offset-4 hover:text-white hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-content flex flex-col gap-1 py-5 text-sm text-parchment/85 sm:flex-row sm:justify-between">
          {/* One string, one text node: the prerendered HTML has one, and hydration keeps it. */}
          <p>{`© ${year} ${PRODUCT_NAME}`}</p>
          <p>Every perek learned is a zechus that lasts.</p>
        </div>
      </div>
    </footer>
  );
}
