import { cn } from '../../../lib/cn.ts';

export interface Stat {
  value: string;
  label: string;
}

/** Large figures with their labels, as a description list. */
export function Stats({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse items-center rounded-[var(--radius-card)] border border-stone bg-white px-4 py-7 text-center shadow-card"
        >
          <dt className="mt-1 text-base font-medium text-ink-muted">{stat.label}</dt>
          <dd className="font-serif text-5xl font-semibold tracking-tight text-primary tabular-nums">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
