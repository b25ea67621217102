import { OFFICE, ROUTES } from '@zechus/shared';
import type { RouteName } from '@zechus/shared';
import candleUrl from '../../assets/candle.svg';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { en, placeholderDescriptions } from '../../i18n/en.ts';

/** A screen whose feature is not built yet: never blank, it says what will be here. */
export default function PlaceholderPage({ route }: { route: RouteName }) {
  const info = ROUTES[route];
  const description =
    placeholderDescriptions[route] ?? `Here you will find ${info.page.toLowerCase()}.`;
  return (
    <section
      aria-labelledby="page-title"
      className="container-content flex min-h-[60vh] items-center py-16"
    >
      <div className="mx-auto flex max-w-2xl flex-col items-center rounded-[var(--radius-card)] border border-stone bg-white px-6 py-12 text-center shadow-card sm:px-12">
        <img src={candleUrl} alt="" width={72} height={96} className="mb-6 h-24 w-auto" />
        <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
          {en.placeholder.eyebrow}
        </p>
        <h1 id="page-title" className="text-4xl font-semibold tracking-tight">
          {info.page}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{description}</p>
        <p className="mt-3 text-ink-muted">
          {en.placeholder.note}{' '}
          <a href={OFFICE.phoneHref} className="font-medium text-primary underline">
            {OFFICE.phone}
          </a>
        </p>
        <ButtonLink to={ROUTES.Home.path} className="mt-8">
          {en.home}
        </ButtonLink>
      </div>
    </section>
  );
}
