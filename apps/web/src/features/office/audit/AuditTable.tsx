import { auditVerb, type AuditEntry } from '@zechus/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ChevronDown, SquareTerminal } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../shell/DataTable.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { londonDate, londonTimeWithSeconds } from '../shell/london-time.ts';
import { useNarrow } from '../shell/useMediaQuery.ts';
import { ChangeDiff } from './ChangeDiff.tsx';
import { HebrewRuns } from '../shell/HebrewRuns.tsx';
import { auditText } from './strings.ts';

const areaLabel = (area: string) => AREA_LABELS[area as keyof typeof AREA_LABELS] ?? area;

/** Who made a change: their name then, or the command line. */
function Who({ entry }: { entry: AuditEntry }) {
  return entry.staffUserId === null ? (
    <span className="inline-flex items-center gap-1.5 font-medium">
      <SquareTerminal aria-hidden="true" className="size-4 text-ink-muted" />
      {entry.actor}
    </span>
  ) : (
    <span className="font-medium">{entry.actor}</span>
  );
}

/** The "What" cell: the kind, the sentence, and the before/after folded under it. */
function What({
  entry,
  who,
  open,
  onToggle,
}: {
  entry: AuditEntry;
  who: ReactNode;
  open: boolean;
  onToggle: () => void;
}) {
  const diffId = `audit-change-${entry.id}`;
  return (
    <div className="min-w-0 py-1 lg:min-w-[28rem] xl:min-w-[36rem]">
      {who ? <p className="mb-1">{who}</p> : null}
      <p className="mb-0.5 text-xs font-semibold tracking-wide text-gold-ink uppercase">
        {areaLabel(entry.area)} · {auditVerb(entry.action)}
      </p>
      <p className="leading-snug">
        <HebrewRuns text={entry.summary} />
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={diffId}
        onClick={onToggle}
        className="-ms-1 mt-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-semibold text-primary hover:text-primary-strong hover:underline"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {open ? auditText.hideChange : auditText.showChange}
      </button>
      <div id={diffId} hidden={!open}>
        {open ? <ChangeDiff before={entry.before} after={entry.after} /> : null}
      </div>
    </div>
  );
}

/** The log, newest first: when (London), who, what — each change's before/after on demand. */
export function AuditTable<F extends string>({
  rows,
  total,
  list,
  loading,
  empty,
  expanded,
  onToggle,
}: {
  rows: AuditEntry[];
  total: number;
  list: ListParamsApi<F>;
  loading: boolean;
  empty: ReactNode;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const narrow = useNarrow();
  const columns = useMemo<ColumnDef<AuditEntry>[]>(() => {
    const when: ColumnDef<AuditEntry> = {
      id: 'at',
      header: auditText.columns.at,
      enableSorting: true,
      cell: ({ row: { original: e } }) => (
        <time dateTime={e.at} className="block">
          <span className="block">{londonDate(e.at)}</span>
          <span className="block text-sm text-ink-muted tabular-nums">
            {londonTimeWithSeconds(e.at)}
          </span>
        </time>
      ),
    };
    const what: ColumnDef<AuditEntry> = {
      id: 'what',
      header: auditText.columns.what,
      cell: ({ row: { original: e } }) => (
        <What
          entry={e}
          // A phone has room for two columns: who made the change goes above what it was.
          who={narrow ? <Who entry={e} /> : null}
          open={expanded.has(e.id)}
          onToggle={() => onToggle(e.id)}
        />
      ),
    };
    if (narrow) return [when, what];
    return [
      when,
      {
        id: 'who',
        header: auditText.columns.who,
        cell: ({ row: { original: e } }) => <Who entry={e} />,
      },
      what,
    ];
  }, [expanded, onToggle, narrow]);
  return (
    <DataTable
      caption={auditText.tableCaption}
      columns={columns}
      rows={rows}
      total={total}
      list={list}
      getRowId={(e) => String(e.id)}
      loading={loading}
      empty={empty}
      pageSizes={[25, 50, 100, 200]}
      // A row opened to its before/after grows: when and who stay at its top.
      rowClassName={() => '[&>td]:align-top'}
    />
  );
}
