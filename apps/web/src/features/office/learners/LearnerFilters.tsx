import { NO_CLASS_FILTER, learnerStatuses, type LearnerStatus } from '@zechus/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { useClasses } from './ClassOptions.tsx';
import { learnersText } from './strings.ts';

type Filter = 'search' | 'class' | 'status';

const SEARCH_DELAY_MS = 300;

/** Search as you type (sent a moment after the last key), a class and a status. */
export function LearnerFilters({ list }: { list: ListParamsApi<Filter> }) {
  const id = useId();
  const classes = useClasses();
  const committed = list.params.filters.search;
  const [text, setText] = useState(committed);
  // The address changed by itself (back button, a link): show its search.
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setText(committed);
  }
  const { setFilter } = list;
  // The latest setter, so that re-renders (a list arriving) do not restart the wait.
  const setFilterRef = useRef(setFilter);
  useEffect(() => {
    setFilterRef.current = setFilter;
  });
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => setFilterRef.current('search', text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  const status = (list.params.filters.status || 'active') as LearnerStatus;
  const control = cn(fieldClass, 'min-h-12 py-2.5');
  return (
    <form
      role="search"
      aria-label={learnersText.findLabel}
      className="mb-5 grid gap-4 rounded-[var(--radius-card)] border border-stone bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        setFilter('search', text.trim());
      }}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className="mb-1.5 block font-medium">
          {learnersText.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            dir="auto"
            value={text}
            placeholder={learnersText.searchHint}
            onChange={(event) => setText(event.target.value)}
            className={cn(control, 'ps-10')}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-class`} className="mb-1.5 block font-medium">
          {learnersText.classFilter}
        </label>
        <select
          id={`${id}-class`}
          value={list.params.filters.class}
          onChange={(event) => setFilter('class', event.target.value)}
          className={cn(control, 'appearance-auto pe-3')}
        >
          <option value="">{learnersText.allClasses}</option>
          {(classes.data ?? []).map((entry) => (
            <option key={entry.name} value={entry.name}>
              {learnersText.classCount(entry.name, entry.active)}
            </option>
          ))}
          <option value={NO_CLASS_FILTER}>{learnersText.noClass}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1.5 block font-medium">
          {learnersText.statusFilter}
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) =>
            setFilter('status', event.target.value === 'active' ? '' : event.target.value)
          }
          className={cn(control, 'appearance-auto pe-3')}
        >
          {learnerStatuses.map((value) => (
            <option key={value} value={value}>
              {learnersText.statuses[value]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
