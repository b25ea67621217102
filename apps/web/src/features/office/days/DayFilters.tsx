import { DAY_STATUSES, NO_CLASS, type DayStatus, type DayView } from '@zechus/shared';
import { ChoiceGroup } from '../shell/ChoiceGroup.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../shell/FilterBar.tsx';
import { useWideTable } from '../shell/useMediaQuery.ts';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { daysText } from './strings.ts';

/** Where the table has no sortable headers (narrow screens): its orders as one list. */
const SORTS = ['perek:asc', 'learner:asc', 'class:asc', 'doneAt:desc', 'doneAt:asc'] as const;

export const DAY_FILTERS = ['class', 'status', 'search'] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];

/**
 * The day's filters, on the server: all / not finished yet / done (large, since "not finished
 * yet" is what a teacher checks at the end of the day), a class, and a search by a learner's
 * name or a masechet.
 */
export function DayFilters({ view, list }: { view: DayView; list: ListParamsApi<DayFilter> }) {
  const { filters } = list.params;
  const status: DayStatus = (DAY_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as DayStatus)
    : 'all';
  const wide = useWideTable();
  const sort = `${list.params.sort}:${list.params.dir}`;
  return (
    <FilterBar label={daysText.filters} onClear={list.filtered ? list.clearFilters : undefined}>
      <ChoiceGroup
        name="day-status"
        legend={daysText.status}
        value={status}
        options={DAY_STATUSES.map((value) => ({ value, label: daysText.statusLabels[value] }))}
        onChange={(value) => list.setFilter('status', value === 'all' ? '' : value)}
      />
      <SelectFilter
        id="day-class"
        label={daysText.class}
        value={filters.class}
        onChange={(value) => list.setFilter('class', value)}
      >
        <option value="">{daysText.allClasses}</option>
        {view.summary.classes.map((entry) => (
          <option key={entry.className ?? NO_CLASS} value={entry.className ?? NO_CLASS}>
            {entry.className ?? daysText.noClass}
          </option>
        ))}
      </SelectFilter>
      {wide ? null : (
        <SelectFilter
          id="day-sort"
          label={daysText.sortBy}
          value={(SORTS as readonly string[]).includes(sort) ? sort : 'perek:asc'}
          onChange={(value) => {
            const [by = 'perek', dir] = value.split(':');
            list.setSort(by, dir === 'desc' ? 'desc' : 'asc');
          }}
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {daysText.sorts[value]}
            </option>
          ))}
        </SelectFilter>
      )}
      <SearchFilter
        id="day-search"
        label={daysText.search}
        placeholder={daysText.searchHint}
        dir="auto"
        value={filters.search}
        onSearch={(text) => list.setFilter('search', text)}
      />
    </FilterBar>
  );
}
