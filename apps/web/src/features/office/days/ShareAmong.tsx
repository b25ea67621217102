import type { DayLearner } from '@zechus/shared';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { LearnerOption } from './LearnerPicker.tsx';
import { daysText } from './strings.ts';

/** The classmates to share among: all ticked to start with; untick who is absent too. */
export function ShareAmong({
  learners,
  loading,
  className,
  unticked,
  onChange,
}: {
  learners: DayLearner[];
  loading: boolean;
  className: string | null;
  unticked: ReadonlySet<number>;
  onChange: (unticked: ReadonlySet<number>) => void;
}) {
  const toggle = (id: number) => {
    const next = new Set(unticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="mb-1 font-medium">
        <span dir="auto">{daysText.classmates(className ?? daysText.noClass)}</span>
      </legend>
      <p className="mb-2 text-sm text-ink-muted">{daysText.shareManyHint}</p>
      <div className="mb-2 flex gap-2">
        <button
          type="button"
          onClick={() => onChange(new Set())}
          className="min-h-11 rounded-full px-3 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {daysText.selectAll}
        </button>
        <button
          type="button"
          onClick={() => onChange(new Set(learners.map((l) => l.id)))}
          className="min-h-11 rounded-full px-3 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {daysText.selectNone}
        </button>
      </div>
      {loading ? (
        <Spinner className="size-5 text-primary" />
      ) : learners.length === 0 ? (
        <p className="rounded-lg bg-parchment px-3 py-3 text-ink-muted">{daysText.noLearners}</p>
      ) : (
        <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-stone p-1 sm:grid-cols-2">
          {learners.map((learner) => {
            const ticked = !unticked.has(learner.id);
            return (
              <li key={learner.id}>
                <label
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold',
                    ticked ? 'bg-gold-soft/40' : 'hover:bg-parchment',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={ticked}
                    onChange={() => toggle(learner.id)}
                    className="size-5 accent-primary"
                  />
                  <LearnerOption learner={learner} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
