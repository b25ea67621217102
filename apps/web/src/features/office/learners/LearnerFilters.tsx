import { NO_CLASS_FILTER, learnerStatuses, type LearnerStatus } from '@zechus/shared';
import { useId } from 'react';
import { FilterBar, SearchFilter, SelectFilter } from '../shell/FilterBar.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { useClasses } from './ClassOptions.tsx';
import { learnersText } from './strings.ts';

export type LearnerFilter = 'search' | 'class' | 'status';

/** Search as you type, a class and a status; "Clear filters" while any is set. */
export function LearnerFilters({ list }: { list: ListParamsApi<LearnerFilter> }) {
  const id = useId();
  const classes = useClasses();
  const { filters } = list.params;
  const status = (filters.status || 'active') as LearnerStatus;
  return (
    <FilterBar
      label={learnersText.findLabel}
      onClear={list.filtered ? list.clearFilters : undefined}
    >
      <SearchFilter
        id={`${id}-search`}
        label={learnersText.search}
        placeholder={learnersText.searchHint}
        dir="auto"
        value={filters.search}
        onSearch={(text) => list.setFilter('search', text)}
      />
      <SelectFilter
        id={`${id}-class`}
        label={learnersText.classFilter}
        value={filters.class}
        onChange={(value) => list.setFilter('class', value)}
      >
        <option value="">{learnersText.allClasses}</option>
        {(classes.data ?? []).map((entry) => (
          <option key={entry.name} value={entry.name}>
            {learnersText.classCount(entry.name, entry.active)}
          </option>
        ))}
        <option value={NO_CLASS_FILTER}>{learnersText.noClass}</option>
      </SelectFilter>
      <SelectFilter
        id={`${id}-status`}
        label={learnersText.statusFilter}
        value={status}
        onChange={(value) => list.setFilter('status', value === 'active' ? '' : value)}
      >
        {learnerStatuses.map((value) => (
          <option key={value} value={value}>
            {learnersText.statuses[value]}
          </option>
        ))}
      </SelectFilter>
    </FilterBar>
  );
}
