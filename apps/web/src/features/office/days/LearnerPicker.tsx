import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NO_CLASS, type DayLearner } from '@zechus/shared';
import { useEffect, useId, useState } from 'react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { ClassName } from '../shell/ClassName.tsx';
import { daysKey, fetchDayLearners } from './api.ts';
import { daysText } from './strings.ts';

/** The learners a picker offers: by a typed name (any class), else the given class. */
export function useDayLearners(
  day: string,
  search: string,
  className: string | null,
  exclude: number,
) {
  const wanted = search.trim();
  const classFilter = wanted ? null : (className ?? NO_CLASS);
  return useQuery({
    queryKey: [...daysKey, day, 'learners', wanted, classFilter, exclude],
    queryFn: ({ signal }) =>
      fetchDayLearners(
        day,
        { search: wanted, className: classFilter, exclude, limit: wanted ? 30 : 200 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function LearnerOption({ learner }: { learner: DayLearner }) {
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
      <Hebrew className="text-lg font-bold">{learner.name}</Hebrew>
      <span className="text-sm text-ink-muted">
        <ClassName name={learner.className} className="text-base" />
        {' · '}
        {daysText.perakimToday(learner.perakim, learner.open)}
      </span>
    </span>
  );
}

/**
 * Choosing one active learner: a name to type (any class), or the classmates of the child the
 * perek is with, as a list of radio buttons (arrow keys move, Space chooses). `exclude` — the
 * child who has it now — is never offered.
 */
export function LearnerPicker({
  day,
  className,
  exclude,
  chosen,
  onChoose,
  error,
}: {
  day: string;
  className: string | null;
  exclude: number;
  chosen: DayLearner | null;
  onChoose: (learner: DayLearner) => void;
  error?: string | null;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const id = useId();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const learners = useDayLearners(day, search, className, exclude);
  const list = learners.data ?? [];
  const legend = search.trim()
    ? daysText.matches
    : daysText.classmates(className ?? daysText.noClass);

  return (
    <div>
      <label htmlFor={`${id}-find`} className="mb-1 block font-medium">
        {daysText.learnerSearch}
      </label>
      <p id={`${id}-hint`} className="mb-1.5 text-sm text-ink-muted">
        {daysText.learnerSearchHint}
      </p>
      <input
        id={`${id}-find`}
        type="search"
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter looks at once, and never submits the dialog's form half-chosen.
          if (event.key === 'Enter') {
            event.preventDefault();
            setSearch(text);
          }
        }}
        className={cn(fieldClass, 'min-h-12 py-2')}
      />
      <fieldset className="mt-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1.5 flex items-center gap-2 font-medium">
          <span dir="auto">{legend}</span>
          {learners.isFetching ? <Spinner className="size-4 text-primary" /> : null}
        </legend>
        {list.length === 0 && !learners.isPending ? (
          <p className="rounded-lg bg-parchment px-3 py-3 text-ink-muted">{daysText.noLearners}</p>
        ) : (
          <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-stone p-1">
            {list.map((learner) => (
              <li key={learner.id}>
                <label
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold',
                    chosen?.id === learner.id ? 'bg-gold-soft/70' : 'hover:bg-parchment',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-learner`}
                    value={learner.id}
                    checked={chosen?.id === learner.id}
                    onChange={() => onChoose(learner)}
                    className="size-5 accent-primary"
                  />
                  <LearnerOption learner={learner} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p id={`${id}-error`} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
