import { ROUTES } from '@zechus/shared';
import candle from '../../assets/candle.svg';
import { ButtonLink } from './Button.tsx';

/**
 * A thank-you page opened with no confirmation in memory (a bookmark, another device, a reload
 * after it was cleared): a warm word and the way on, not a blank page (issue 13, item 8).
 */
export function NoConfirmation({ what }: { what: 'dedication' | 'donation' }) {
  return (
    <div className="container-content max-w-2xl py-12 md:py-16">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-stone bg-white px-6 py-10 text-center shadow-card sm:px-10">
        <img src={candle} alt="" className="h-20 w-auto" />
        <h1 id="page-title" className="text-2xl leading-tight font-semibold md:text-3xl">
          Thank you for being with us
        </h1>
        <p className="max-w-md text-lg text-ink-muted">
          This page shows the confirmation just after a {what}. If you have made one, its details
          are in your confirmation e-mail and on My Page.
        </p>
        <div className="mt-4 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to={ROUTES.Home.path} size="lg">
            Go to the home page
          </ButtonLink>
          <ButtonLink to={ROUTES.Enrollments.path} size="lg" variant="secondary">
            Go to My Page
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
