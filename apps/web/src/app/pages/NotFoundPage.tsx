import { NOT_FOUND_PAGE, ROUTES } from '@zechus/shared';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { en } from '../../i18n/en.ts';
import { NAV_ITEMS } from '../nav.ts';

export default function NotFoundPage() {
  return (
    <section aria-labelledby="page-title" className="container-content py-20 md:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-serif text-7xl font-semibold text-gold-ink">404</p>
        <h1 id="page-title" className="mt-4 text-4xl font-semibold tracking-tight">
          {NOT_FOUND_PAGE}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{en.notFound.lede}</p>
        <ButtonLink to={ROUTES.Home.path} className="mt-8">
          {en.home}
        </ButtonLink>
        <h2 className="mt-14 text-xl font-semibold">Perhaps you were looking for</h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <ButtonLink to={item.to} variant="secondary" className="min-h-10 px-4 text-sm">
                {item.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
