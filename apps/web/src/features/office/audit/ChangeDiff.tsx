import { useId, useState } from 'react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';
import { diffRecords, hasHebrew, type FieldChange, type Leaf } from './diff.ts';
import { auditText } from './strings.ts';

/** One value: Hebrew right-to-left in its face, yes/no for flags, a dash for nothing. */
function Value({ value }: { value: Leaf | undefined }) {
  if (value === undefined || value === null || value === '') {
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{auditText.empty_value}</span>
      </span>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? auditText.yes : auditText.no}</span>;
  if (typeof value === 'number') return <span className="tabular-nums">{value}</span>;
  if (hasHebrew(value)) return <Hebrew className="text-lg leading-snug">{value}</Hebrew>;
  return <span className="break-words [overflow-wrap:anywhere]">{value}</span>;
}

const LABEL = 'text-sm font-medium text-ink-muted';
const SIDE = 'text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** A field of a change: label, before and after side by side (stacked in a narrow cell). */
function ChangedField({ field }: { field: FieldChange }) {
  return (
    <li
      className={cn(
        'grid gap-x-4 gap-y-0.5 rounded-md px-2 py-1.5 @sm:grid-cols-[minmax(7rem,11rem)_minmax(0,1fr)_minmax(0,1fr)]',
        field.changed && 'bg-gold-soft/70',
      )}
    >
      <span className={LABEL}>
        {field.label}
        {field.changed ? (
          <span className="ms-2 rounded-full bg-gold-ink px-1.5 py-px text-[0.7rem] font-semibold tracking-wide text-white uppercase">
            {auditText.changed}
          </span>
        ) : null}
      </span>
      <span className={cn('min-w-0', field.changed && 'text-ink-muted')}>
        <span className={cn(SIDE, 'me-1.5 @sm:sr-only')}>{auditText.before}:</span>
        <Value value={field.before} />
      </span>
      <span className={cn('min-w-0', field.changed && 'font-semibold')}>
        <span className={cn(SIDE, 'me-1.5 @sm:sr-only')}>{auditText.after}:</span>
        <Value value={field.after} />
      </span>
    </li>
  );
}

/**
 * The record before and after a change, compact: the changed fields marked (a word, not colour
 * alone) and the unchanged ones folded away; a creation or a removal shows its one side.
 */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const { kind, fields } = diffRecords(before, after);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (kind === 'none') return <p className="mt-2 text-sm text-ink-muted">{auditText.noRecord}</p>;

  if (kind !== 'change') {
    const side = kind === 'create' ? 'after' : 'before';
    return (
      <div className="@container mt-3 rounded-lg border border-stone bg-parchment/70 p-2">
        <p className={cn(SIDE, 'px-2 pt-1 pb-1.5')}>
          {kind === 'create' ? auditText.created : auditText.removed}
        </p>
        <ul>
          {fields.map((field) => (
            <li
              key={field.label}
              className="grid gap-x-4 px-2 py-1 @sm:grid-cols-[minmax(7rem,11rem)_minmax(0,1fr)]"
            >
              <span className={LABEL}>{field.label}</span>
              <span className="min-w-0">
                <Value value={field[side]} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const changed = fields.filter((field) => field.changed);
  const unchanged = fields.length - changed.length;
  const shown = showAll || changed.length === 0 ? fields : changed;
  return (
    <div className="@container mt-3 rounded-lg border border-stone bg-parchment/70 p-2">
      <div
        aria-hidden="true"
        className={cn(
          SIDE,
          'hidden gap-x-4 px-2 pt-1 pb-1.5 @sm:grid @sm:grid-cols-[minmax(7rem,11rem)_minmax(0,1fr)_minmax(0,1fr)]',
        )}
      >
        <span>{auditText.field}</span>
        <span>{auditText.before}</span>
        <span>{auditText.after}</span>
      </div>
      <ul id={listId} className="space-y-1">
        {shown.map((field) => (
          <ChangedField key={field.label} field={field} />
        ))}
      </ul>
      {unchanged > 0 && changed.length > 0 ? (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
          className="mt-1 min-h-11 rounded-md px-2 text-sm font-semibold text-primary underline hover:text-primary-strong"
        >
          {showAll ? auditText.hideUnchanged : auditText.showUnchanged(unchanged)}
        </button>
      ) : null}
    </div>
  );
}
