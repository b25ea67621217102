import { STAFF_ROLE_LABELS, type StaffMember } from '@zechus/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Settings2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable } from '../shell/DataTable.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import { londonShort } from '../shell/london-time.ts';
import { StateBadge } from './StateBadge.tsx';
import { useNarrow } from '../shell/useMediaQuery.ts';
import { noRecentSession } from './last-seen.ts';
import { staffText } from './strings.ts';

/** Under "Invited": until when their link works, or that it has run out. */
function LinkState({ member }: { member: StaffMember }) {
  if (member.state !== 'invited') return null;
  const until = member.linkExpiresAt;
  return (
    <span className={`mt-1 block text-sm ${until ? 'text-ink-muted' : 'font-medium text-danger'}`}>
      {until ? staffText.linkUntil(londonShort(until)) : staffText.linkExpired}
    </span>
  );
}

/** The staff list: who, as what, where their account stands, and a button to manage it. */
export function StaffTable<F extends string>({
  rows,
  total,
  list,
  loading,
  meId,
  onManage,
}: {
  rows: StaffMember[];
  total: number;
  list: ListParamsApi<F>;
  loading: boolean;
  meId: number;
  onManage: (member: StaffMember) => void;
}) {
  const narrow = useNarrow();
  const columns = useMemo<ColumnDef<StaffMember>[]>(() => {
    const name: ColumnDef<StaffMember> = {
      id: 'name',
      header: staffText.columns.name,
      enableSorting: true,
      cell: ({ row: { original: m } }) => (
        <span className="block min-w-36">
          <span className="font-semibold">{m.name}</span>
          {m.id === meId ? (
            <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
              {staffText.you}
            </span>
          ) : null}
          <span className="block text-sm break-all text-ink-muted">{m.email}</span>
          {narrow ? (
            // A phone has room for two columns: the role and state go under the name.
            <span className="mt-1.5 block space-y-1">
              <span className="block text-sm">{STAFF_ROLE_LABELS[m.role]}</span>
              <StateBadge state={m.state} />
              <LinkState member={m} />
            </span>
          ) : null}
        </span>
      ),
    };
    const manage: ColumnDef<StaffMember> = {
      id: 'actions',
      header: () => <span className="sr-only">{staffText.columns.actions}</span>,
      cell: ({ row: { original: m } }) => (
        <Button
          variant="secondary"
          className={narrow ? 'size-11 px-0!' : undefined}
          aria-label={staffText.manageLabel(m.name)}
          onClick={() => onManage(m)}
        >
          <Settings2 aria-hidden="true" className="size-4" />
          {/* On a phone the icon alone: the button's name still says whom it manages. */}
          {narrow ? null : staffText.manage}
        </Button>
      ),
    };
    if (narrow) return [name, manage];
    return [
      name,
      {
        id: 'role',
        header: staffText.columns.role,
        enableSorting: true,
        cell: ({ row: { original: m } }) => STAFF_ROLE_LABELS[m.role],
      },
      {
        id: 'state',
        header: staffText.columns.state,
        enableSorting: true,
        cell: ({ row: { original: m } }) => (
          <>
            <StateBadge state={m.state} />
            <LinkState member={m} />
          </>
        ),
      },
      {
        id: 'lastSeen',
        header: staffText.columns.lastSeen,
        enableSorting: true,
        cell: ({ row: { original: m } }) =>
          m.lastSeenAt ? (
            <time dateTime={m.lastSeenAt}>{londonShort(m.lastSeenAt)}</time>
          ) : (
            <span className="text-ink-muted">{noRecentSession(m.state)}</span>
          ),
      },
      manage,
    ];
  }, [meId, onManage, narrow]);
  return (
    <DataTable
      caption={staffText.tableCaption}
      columns={columns}
      rows={rows}
      total={total}
      list={list}
      getRowId={(m) => String(m.id)}
      loading={loading}
      empty={staffText.empty}
      rowClassName={(m) => (m.state === 'off' ? 'text-ink-muted' : undefined)}
    />
  );
}
