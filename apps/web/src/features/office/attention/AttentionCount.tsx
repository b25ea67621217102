import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS } from '@zechus/shared';
import { ArrowRight, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { attentionKeys, fetchAttentionCount } from './api.ts';
import { attentionText } from './strings.ts';

/** The office home's card: how many items wait in Needs attention, and the way there. */
export function AttentionCount() {
  const count = useQuery({
    queryKey: attentionKeys.count,
    queryFn: ({ signal }) => fetchAttentionCount(signal),
    refetchInterval: 60_000,
  });
  const waiting = count.data ?? 0;
  return (
    <section
      aria-labelledby="attention-title"
      className="mb-8 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
    >
      <h2 id="attention-title" className="mb-2 flex items-center gap-2 text-xl font-semibold">
        <BellRing aria-hidden="true" className="size-5 text-gold-ink" />
        {attentionText.homeTitle}
      </h2>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-lg">
        <span>
          <strong
            className="font-serif text-4xl text-ink tabular-nums"
            data-testid="attention-count"
          >
            {count.isPending ? '…' : waiting}
          </strong>{' '}
          {count.isPending
            ? ''
            : waiting === 0
              ? attentionText.homeNone
              : attentionText.waiting(waiting)}
        </span>
        {waiting > 0 ? (
          <Link
            to={OFFICE_PATHS.attention}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {attentionText.homeLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </p>
    </section>
  );
}
