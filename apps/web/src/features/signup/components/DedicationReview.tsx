import { learningDaysText } from '@zechus/shared';
import { CalendarDays } from 'lucide-react';
import { formatPrice } from '../../../lib/format.ts';
import type { DedicationPreview } from '../dedication-preview.ts';
import { LearningDatesList } from './LearningDates.tsx';

/**
 * See before you pay: on the review step, every learning date (civil and Hebrew), how many, and
 * the total — the same lines the thank-you page and the confirmation e-mail repeat.
 */
export function DedicationReview({ preview }: { preview: DedicationPreview }) {
  return (
    <section
      aria-labelledby="review-dates-title"
      className="mt-5 rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-7"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="review-dates-title" className="flex items-center gap-2 text-xl font-semibold">
          <CalendarDays aria-hidden="true" className="size-5 text-gold-ink" />
          Your learning dates
        </h2>
        <p className="font-semibold text-ink">{learningDaysText(preview.dates.length)}</p>
      </header>
      <LearningDatesList
        dates={preview.dates}
        className="mt-3 rounded-lg border border-dashed border-[#cbbf9f] bg-parchment px-4 py-1"
      />
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 border-t border-stone pt-4">
        <span className="text-ink-muted">Total</span>
        <span className="font-serif text-2xl font-semibold text-primary">
          {formatPrice(preview.total)}
        </span>
      </p>
    </section>
  );
}
