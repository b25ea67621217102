import { NO_CLASS, type DayView } from '@zechus/shared';
import { cn } from '../../../lib/cn.ts';
import { ClassName } from '../shell/ClassName.tsx';
import { panelClass } from '../shell/Panel.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import type { DayFilter } from './DayFilters.tsx';
import { daysText } from './strings.ts';

function Bar({ done, total, className }: { done: number; total: number; className?: string }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div
      aria-hidden="true"
      className={cn('h-2.5 overflow-hidden rounded-full bg-stone', className)}
    >
      <div
        className={cn('h-full rounded-full', percent === 100 ? 'bg-done' : 'bg-gold')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * Where the day stands: done of 525, and a tile per class (done/total, how many are not finished)
 * — a tap on a class lists what is not finished yet there, the end-of-day check; a second tap
 * shows the whole day again.
 */
export function DaySummary({ view, list }: { view: DayView; list: ListParamsApi<DayFilter> }) {
  const { done, total, classes } = view.summary;
  const { filters } = list.params;
  const show = (className: string, status: string) => list.setFilters({ class: className, status });
  return (
    <section aria-labelledby="day-summary" className={cn(panelClass, 'mb-6')}>
      <h3 id="day-summary" className="sr-only">
        {daysText.summaryTitle}
      </h3>
      <p className="text-xl">
        <strong className="font-serif text-4xl font-semibold tabular-nums">{done}</strong>{' '}
        <span className="text-ink-muted">{daysText.ofDone(total)}</span>
      </p>
      <Bar done={done} total={total} className="mt-3 h-3" />
      <h4 className="mt-5 mb-2 font-semibold">{daysText.perClass}</h4>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {classes.map((entry) => {
          const value = entry.className ?? NO_CLASS;
          const name = entry.className ?? daysText.noClass;
          const pressed = filters.class === value && filters.status === 'open';
          const open = entry.total - entry.done;
          return (
            <li key={value}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => (pressed ? show('', '') : show(value, 'open'))}
                className={cn(
                  'flex min-h-20 w-full flex-col gap-1.5 rounded-xl border-2 px-4 py-3 text-start transition-colors',
                  pressed
                    ? 'border-primary bg-gold-soft/50'
                    : 'border-stone bg-parchment/60 hover:border-primary',
                )}
              >
                <span className="flex w-full items-baseline justify-between gap-3">
                  <ClassName name={entry.className} className="text-xl font-bold" />
                  <span className="font-semibold tabular-nums">
                    {daysText.classTile(entry.done, entry.total)}
                  </span>
                </span>
                <Bar done={entry.done} total={entry.total} className="w-full" />
                <span className={cn('text-sm', open === 0 ? 'text-done' : 'text-ink-muted')}>
                  <span className="sr-only">{daysText.showOpenOf(name)}: </span>
                  {daysText.openInClass(open)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
