import type { DateNotInDedication as Refusal } from '@zechus/shared';
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { keepsakes } from '../../../i18n/keepsakes.ts';
import { civilDate } from '../../my-page/format.ts';

interface DateNotInDedicationProps {
  refusal: Refusal;
  /** The page of one of the dedication's dates (1-based). */
  dayLink: (position: number) => string;
  /** A way out besides the dates (My Page for the donor). */
  more?: ReactNode;
}

/**
 * A progress link whose ?day= is not one of the dedication's dates (issue 13 §8): it says so
 * plainly and offers the dates there are, each a link, instead of an error or an empty page.
 */
export function DateNotInDedication({ refusal, dayLink, more }: DateNotInDedicationProps) {
  return (
    <section className="container-content py-12 sm:py-16">
      <div className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-stone bg-white px-5 py-8 shadow-card sm:px-8">
        <CalendarX2 aria-hidden="true" className="mb-3 size-10 text-gold-ink" />
        <h1 className="text-2xl font-semibold sm:text-3xl">{keepsakes.wrongDate.title}</h1>
        <p className="mt-2 text-ink-muted">{keepsakes.wrongDate.lede}</p>
        <ul className="mt-6 grid gap-2 sm:grid-cols-2">
          {refusal.dates.map((date) => (
            <li key={date.position}>
              <Link
                to={dayLink(date.position)}
                className="flex min-h-11 flex-col rounded-xl border border-stone bg-parchment/60 px-4 py-2.5 hover:border-primary"
              >
                <span className="text-sm font-semibold text-primary">
                  {keepsakes.wrongDate.dayOf(date.position)} ·{' '}
                  <time dateTime={date.day}>{civilDate(date.day)}</time>
                </span>
                <span
                  dir="rtl"
                  lang="he"
                  className="font-[family-name:var(--font-hebrew)] text-lg leading-snug text-ink"
                >
                  {date.hebrew}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {more ? <div className="mt-6">{more}</div> : null}
      </div>
    </section>
  );
}
