import { OFFICE, ROUTES } from '@zechus/shared';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Hebrew } from '../../components/ui/Hebrew.tsx';

/** The card the daily e-mail's link pages stand in (as the reminders' stop page). */
export function LinkPageFrame({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="container-content py-12 sm:py-20">
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-stone bg-white px-6 py-8 shadow-card sm:px-10 sm:py-10">
        <p className="text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">{eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** The name learned for, on a line of its own in the sefer face. */
export const NameLine = ({ name }: { name: string }) => (
  <p className="my-4 text-center text-2xl leading-snug font-bold sm:text-3xl">
    <Hebrew>{name}</Hebrew>
  </p>
);

/** A link that does not work: one sentence, the office's phone, and the way home. */
export function UnknownLink({ lead }: { lead: string }) {
  return (
    <>
      <p className="mt-4 leading-relaxed text-ink-muted">
        {lead}{' '}
        <a href={OFFICE.phoneHref} className="font-semibold whitespace-nowrap text-primary">
          {OFFICE.phone}
        </a>
        .
      </p>
      <ButtonLink to={ROUTES.Home.path} variant="secondary" className="mt-8">
        Home
      </ButtonLink>
    </>
  );
}
