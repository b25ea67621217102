import type { ColumnDef } from '@tanstack/react-table';
import type { StationRow } from '@zechus/shared';
import { Ban, CircleCheck, CircleOff, PencilLine } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { cn } from '../../../lib/cn.ts';
import { DataTable } from '../shell/DataTable.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { stationsText } from './strings.ts';
import { howLongAgo, londonDateTime, londonShort } from '../shell/london-time.ts';

/** The outline button in danger red (cn only joins classes, so the variant's are overridden). */
const dangerOutline = 'border-danger! text-danger! hover:bg-danger! hover:text-white!';

/** Active or revoked, in words with an icon (never colour alone). */
function StatusBadge({ station }: { station: StationRow }) {
  const Icon = station.active ? CircleCheck : CircleOff;
  return (
    <span className="block">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-medium whitespace-nowrap',
          station.active
            ? 'border-done/50 bg-white text-done'
            : 'border-stone bg-stone/50 text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {station.active ? stationsText.active : stationsText.revoked}
      </span>
      {station.revokedAt ? (
        <span className="mt-1 block text-sm text-ink-muted">
          {stationsText.revokedOn(londonDateTime(station.revokedAt))}
        </span>
      ) : null}
    </span>
  );
}

/** A time in London, and how long ago when it is recent. */
function When({ iso }: { iso: string }) {
  const ago = howLongAgo(iso);
  return (
    <span className="block whitespace-nowrap">
      <time dateTime={iso}>{londonShort(iso)}</time>
      {ago ? <span className="block text-sm text-ink-muted">{ago}</span> : null}
    </span>
  );
}

/** The stations: name, when and by whom added, last use, status, and what can be done. */
export function StationsTable<F extends string>({
  rows,
  total,
  list,
  loading,
  filtered,
  onRename,
  onRevoke,
}: {
  rows: StationRow[];
  total: number;
  list: ListParamsApi<F>;
  loading: boolean;
  filtered: boolean;
  onRename: (station: StationRow) => void;
  onRevoke: (station: StationRow) => void;
}) {
  const columns = useMemo<ColumnDef<StationRow>[]>(
    () => [
      {
        id: 'name',
        header: stationsText.columns.name,
        enableSorting: true,
        cell: ({ row: { original: s } }) => (
          <span className="block min-w-40">
            <span className="mb-1.5 block font-semibold break-words">{s.name}</span>
            <StatusBadge station={s} />
          </span>
        ),
      },
      {
        id: 'created',
        header: stationsText.columns.created,
        enableSorting: true,
        cell: ({ row: { original: s } }) => (
          <span className="block">
            <time dateTime={s.createdAt} className="whitespace-nowrap">
              {londonShort(s.createdAt)}
            </time>
            {s.createdBy ? (
              <span className="block text-sm text-ink-muted">
                {stationsText.addedBy(s.createdBy)}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'lastUsed',
        header: stationsText.columns.lastUsed,
        enableSorting: true,
        cell: ({ row: { original: s } }) =>
          s.lastUsedAt ? (
            <When iso={s.lastUsedAt} />
          ) : (
            <span className="whitespace-nowrap text-ink-muted">{stationsText.neverUsed}</span>
          ),
      },
      {
        id: 'actions',
        // The relative wrapper keeps the hidden label inside the table's scroll box (an
        // absolutely placed sr-only span would otherwise widen the page on a phone).
        header: () => (
          <span className="relative block">
            <span className="sr-only">{stationsText.columns.actions}</span>
          </span>
        ),
        cell: ({ row: { original: s } }) => (
          <span className="flex justify-end gap-2 whitespace-nowrap">
            <Button
              variant="secondary"
              aria-label={stationsText.renameLabel(s.name)}
              onClick={() => onRename(s)}
            >
              <PencilLine aria-hidden="true" className="size-4" />
              {stationsText.rename}
            </Button>
            {s.active ? (
              <Button
                variant="secondary"
                aria-label={stationsText.revokeLabel(s.name)}
                onClick={() => onRevoke(s)}
                className={dangerOutline}
              >
                <Ban aria-hidden="true" className="size-4" />
                {stationsText.revoke}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [onRename, onRevoke],
  );
  return (
    <DataTable
      caption={stationsText.tableCaption}
      columns={columns}
      rows={rows}
      total={total}
      list={list}
      getRowId={(s) => String(s.id)}
      loading={loading}
      empty={filtered ? stationsText.emptyFiltered : stationsText.empty}
      rowClassName={(s) => (s.active ? undefined : 'bg-parchment/60 text-ink-muted')}
    />
  );
}
