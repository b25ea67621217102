import { AUDIT_COMMAND_LINE, auditVerb, type AuditFilters as Choices } from '@zechus/shared';
import { FilterX } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { AREA_LABELS } from '../shell/strings.ts';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { auditText } from './strings.ts';

export const AUDIT_FILTERS = ['person', 'area', 'action', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

const control = cn(fieldClass, 'min-h-11 py-2');

const areaLabel = (area: string) => AREA_LABELS[area as keyof typeof AREA_LABELS] ?? area;

/** People with the same name are told apart by their e-mail. */
function personLabel(person: Choices['people'][number], people: Choices['people']): string {
  const twins = people.filter((other) => other.name === person.name).length > 1;
  return twins && person.email ? `${person.name} (${person.email})` : person.name;
}

/**
 * The log's filters: who, which area and action, and London dates (both ends included). All in
 * the address, so a filtered view can be reloaded or shared.
 */
export function AuditFilters({
  list,
  choices,
  dateError,
}: {
  list: ListParamsApi<AuditFilterName>;
  choices: Choices | undefined;
  dateError: string | undefined;
}) {
  const { filters } = list.params;
  const actions = choices?.kinds.find((kind) => kind.area === filters.area)?.actions ?? [];
  const anyFilter = AUDIT_FILTERS.some((name) => filters[name] !== '');

  /** Several filters at once (a new area clears its action; "clear" clears them all). */
  const setMany = (patch: Partial<Record<AuditFilterName, string>>) => list.setFilters(patch);

  return (
    <fieldset className="mb-5 rounded-[var(--radius-card)] border border-stone bg-white p-4 shadow-card">
      <legend className="sr-only">{auditText.filters}</legend>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor="audit-person" className="mb-1.5 block font-medium">
            {auditText.person}
          </label>
          <select
            id="audit-person"
            value={filters.person}
            onChange={(event) => list.setFilter('person', event.target.value)}
            className={control}
          >
            <option value="">{auditText.everyone}</option>
            {choices?.people.map((person) => (
              <option key={person.value} value={person.value}>
                {personLabel(person, choices.people)}
              </option>
            ))}
            {filters.person && !choices?.people.some((p) => p.value === filters.person) ? (
              <option value={filters.person}>
                {filters.person === AUDIT_COMMAND_LINE ? 'Command line' : `#${filters.person}`}
              </option>
            ) : null}
          </select>
        </div>
        <div>
          <label htmlFor="audit-area" className="mb-1.5 block font-medium">
            {auditText.kind}
          </label>
          <select
            id="audit-area"
            value={filters.area}
            onChange={(event) => setMany({ area: event.target.value, action: '' })}
            className={control}
          >
            <option value="">{auditText.allAreas}</option>
            {choices?.kinds.map(({ area }) => (
              <option key={area} value={area}>
                {areaLabel(area)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-action" className="mb-1.5 block font-medium">
            {auditText.action}
          </label>
          <select
            id="audit-action"
            value={filters.action}
            disabled={!filters.area}
            onChange={(event) => list.setFilter('action', event.target.value)}
            className={cn(control, 'disabled:cursor-not-allowed disabled:bg-stone/30')}
          >
            <option value="">{auditText.allActions}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {auditVerb(action)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="mb-1.5 block font-medium">
            {auditText.from}
          </label>
          <input
            id="audit-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => list.setFilter('from', event.target.value)}
            className={control}
          />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1.5 block font-medium">
            {auditText.to}
          </label>
          <input
            id="audit-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={Boolean(dateError)}
            aria-describedby={dateError ? 'audit-dates-error' : undefined}
            onChange={(event) => list.setFilter('to', event.target.value)}
            className={control}
          />
          <p
            id="audit-dates-error"
            aria-live="polite"
            className="mt-1.5 min-h-5 text-sm text-danger"
          >
            {dateError}
          </p>
        </div>
        {anyFilter ? (
          <div className="flex items-start sm:col-span-2 lg:col-span-1 lg:pt-8">
            <Button
              variant="secondary"
              onClick={() => setMany({ person: '', area: '', action: '', from: '', to: '' })}
            >
              <FilterX aria-hidden="true" className="size-4" />
              {auditText.clear}
            </Button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
