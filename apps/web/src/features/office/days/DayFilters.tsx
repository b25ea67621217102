import { DAY_STATUSES, NO_CLASS, type DayStatus, type DayView } from '@zechus/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { daysText } from './strings.ts';
import { useWideTable } from './useWideTable.ts';

/** Where the table has no sortable headers (narrow screens): its orders as one list. */
const SORTS = ['perek:asc', 'learner:asc', 'class:asc', 'doneAt:desc', 'doneAt:asc'] as const;

export const DAY_FILTERS = ['class', 'status', 'search'] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];

/** Typing settles this long before the list is searched (Enter searches at once). */
const SEARCH_AFTER_MS = 350;

/**
 * The day's filters, on the server: a class, all / not finished yet / done (large, since "not
 * finished yet" is what a teacher checks at the end of the day), and a search by a learner's
 * name or a masechet.
 */
export function DayFilters({ view, list }: { view: DayView; list: ListParamsApi<DayFilter> }) {
  const { filters } = list.params;
  const status: DayStatus = (DAY_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as DayStatus)
    : 'all';
  const [text, setText] = useState(filters.search);
  const [, setAddress] = useSearchParams();
  const hintId = useId();
  const { setFilter } = list;
  const setFilterRef = useRef(setFilter);
  const sent = useRef(filters.search);

  useEffect(() => {
    setFilterRef.current = setFilter;
  }, [setFilter]);
  // The address changed the search by itself (back button, a shared link): show what it says.
  useEffect(() => {
    if (filters.search !== sent.current) {
      sent.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);
  const search = (value: string) => {
    sent.current = value;
    setFilterRef.current('search', value);
  };
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => search(wanted), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const wide = useWideTable();
  const sort = `${list.params.sort}:${list.params.dir}`;
  const filtered = Boolean(filters.class || filters.search || status !== 'all');
  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 font-medium">{daysText.status}</legend>
        <div className="inline-flex flex-wrap rounded-full border-2 border-primary bg-white p-1">
          {DAY_STATUSES.map((value) => (
            <label
              key={value}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center rounded-full px-4 font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold',
                status === value ? 'bg-primary text-white' : 'text-primary hover:bg-gold-soft/60',
              )}
            >
              <input
                type="radio"
                name="day-status"
                value={value}
                checked={status === value}
                onChange={() => setFilter('status', value === 'all' ? '' : value)}
                className="sr-only"
              />
              {daysText.statusLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="day-class" className="mb-1.5 block font-medium">
          {daysText.class}
        </label>
        <select
          id="day-class"
          value={filters.class}
          onChange={(event) => setFilter('class', event.target.value)}
          className={cn(fieldClass, 'min-h-12 py-2 pe-3')}
        >
          <option value="">{daysText.allClasses}</option>
          {view.summary.classes.map((entry) => (
            <option key={entry.className ?? NO_CLASS} value={entry.className ?? NO_CLASS}>
              {entry.className ?? daysText.noClass}
            </option>
          ))}
        </select>
      </div>
      {wide ? null : (
        <div>
          <label htmlFor="day-sort" className="mb-1.5 block font-medium">
            {daysText.sortBy}
          </label>
          <select
            id="day-sort"
            value={(SORTS as readonly string[]).includes(sort) ? sort : 'perek:asc'}
            onChange={(event) => {
              const [by = 'perek', dir] = event.target.value.split(':');
              list.setSort(by, dir === 'desc' ? 'desc' : 'asc');
            }}
            className={cn(fieldClass, 'min-h-12 py-2 pe-3')}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {daysText.sorts[value]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="day-search" className="mb-1.5 block font-medium">
          {daysText.search}
        </label>
        <input
          id="day-search"
          type="search"
          value={text}
          aria-describedby={hintId}
          placeholder={daysText.searchHint}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(text.trim());
          }}
          className={cn(fieldClass, 'min-h-12 py-2')}
        />
        <span id={hintId} className="sr-only">
          {daysText.searchHint}
        </span>
      </div>
      {filtered ? (
        <Button
          variant="secondary"
          onClick={() => {
            setText('');
            sent.current = '';
            // One update of the address for all three (separate ones would race).
            setAddress(
              (current) => {
                const next = new URLSearchParams(current);
                for (const name of [...DAY_FILTERS, 'page']) next.delete(name);
                return next;
              },
              { replace: true },
            );
          }}
        >
          {daysText.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}
