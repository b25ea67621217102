import { useQuery } from '@tanstack/react-query';
import { dedicationKinds, dedicationStatuses } from '@zechus/shared';
import { useId } from 'react';
import {
  FilterBar,
  FilterField,
  SearchFilter,
  SelectFilter,
  filterControlClass,
} from '../shell/FilterBar.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { fetchOfficePlans, officePlansKey } from '../plans/api.ts';
import { dedicationsText as text } from './strings.ts';

export const DEDICATION_FILTERS = [
  'search',
  'date',
  'plan',
  'kind',
  'status',
  'recurring',
] as const;
export type DedicationFilter = (typeof DEDICATION_FILTERS)[number];

/** Search as you type, a learning date, and the plan, kind, status and renewal filters. */
export function DedicationFilters({ list }: { list: ListParamsApi<DedicationFilter> }) {
  const id = useId();
  const plans = useQuery({
    queryKey: officePlansKey,
    queryFn: ({ signal }) => fetchOfficePlans(signal),
  });
  const { filters } = list.params;
  return (
    <FilterBar label={text.findLabel} onClear={list.filtered ? list.clearFilters : undefined}>
      <SearchFilter
        id={`${id}-search`}
        label={text.search}
        placeholder={text.searchHint}
        dir="auto"
        value={filters.search}
        onSearch={(value) => list.setFilter('search', value)}
      />
      <FilterField id={`${id}-date`} label={text.date}>
        <input
          id={`${id}-date`}
          type="date"
          value={filters.date}
          onChange={(event) => list.setFilter('date', event.target.value)}
          className={filterControlClass}
        />
      </FilterField>
      <SelectFilter
        id={`${id}-plan`}
        label={text.plan}
        value={filters.plan}
        onChange={(value) => list.setFilter('plan', value)}
      >
        <option value="">{text.allPlans}</option>
        {(plans.data ?? []).map((plan) => (
          <option key={plan.id} value={String(plan.id)}>
            {text.planLabel(plan.type)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id={`${id}-kind`}
        label={text.kind}
        value={filters.kind}
        onChange={(value) => list.setFilter('kind', value)}
      >
        <option value="">{text.allKinds}</option>
        {dedicationKinds.map((kind) => (
          <option key={kind} value={kind}>
            {text.kindLabel(kind)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id={`${id}-status`}
        label={text.status}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
      >
        <option value="">{text.allStatuses}</option>
        {dedicationStatuses.map((status) => (
          <option key={status} value={status}>
            {text.statusLabel(status)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id={`${id}-recurring`}
        label={text.recurring}
        value={filters.recurring}
        onChange={(value) => list.setFilter('recurring', value)}
      >
        <option value="">{text.either}</option>
        <option value="yes">{text.yes}</option>
        <option value="no">{text.no}</option>
      </SelectFilter>
    </FilterBar>
  );
}
