import {
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentPurposes,
  paymentStatuses,
} from '@zechus/shared';
import { useId } from 'react';
import {
  FilterBar,
  FilterField,
  SearchFilter,
  SelectFilter,
  filterControlClass,
} from '../shell/FilterBar.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { paymentsText } from './strings.ts';

export const PAYMENT_FILTERS = ['search', 'status', 'purpose', 'from', 'to'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** Search as you type, a status, what it paid for, and London dates (both ends included). */
export function PaymentFilters({ list }: { list: ListParamsApi<PaymentFilter> }) {
  const id = useId();
  const { filters } = list.params;
  return (
    <FilterBar
      label={paymentsText.findLabel}
      onClear={list.filtered ? list.clearFilters : undefined}
    >
      <SearchFilter
        id={`${id}-search`}
        label={paymentsText.search}
        placeholder={paymentsText.searchHint}
        value={filters.search}
        onSearch={(text) => list.setFilter('search', text)}
      />
      <SelectFilter
        id={`${id}-status`}
        label={paymentsText.status}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
      >
        <option value="">{paymentsText.anyStatus}</option>
        {paymentStatuses.map((status) => (
          <option key={status} value={status}>
            {PAYMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id={`${id}-purpose`}
        label={paymentsText.purpose}
        value={filters.purpose}
        onChange={(value) => list.setFilter('purpose', value)}
      >
        <option value="">{paymentsText.anyPurpose}</option>
        {paymentPurposes.map((purpose) => (
          <option key={purpose} value={purpose}>
            {PAYMENT_PURPOSE_LABELS[purpose]}
          </option>
        ))}
      </SelectFilter>
      {/* The two dates keep to one row together, whatever wraps before them. */}
      <div className="flex min-w-0 flex-[2_1_22rem] gap-x-4">
        {(['from', 'to'] as const).map((end) => (
          <FilterField key={end} id={`${id}-${end}`} label={paymentsText[end]}>
            <input
              id={`${id}-${end}`}
              type="date"
              value={filters[end]}
              min={end === 'to' && filters.from ? filters.from : undefined}
              max={end === 'from' && filters.to ? filters.to : undefined}
              onChange={(event) => list.setFilter(end, event.target.value)}
              className={filterControlClass}
            />
          </FilterField>
        ))}
      </div>
    </FilterBar>
  );
}
