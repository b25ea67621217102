import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { OFFICE_PATHS, type MessageRow } from '@zechus/shared';
import { Link } from 'react-router';
import { DataTable } from '../shell/DataTable.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../shell/FilterBar.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { useNarrow } from '../shell/useMediaQuery.ts';
import { fetchMessages, messagesKeys } from './api.ts';
import { MessageStatus } from './MessageStatus.tsx';
import { messagesText } from './strings.ts';

const FILTERS = ['search', 'status'] as const;

export const messagePath = (id: number) => `${OFFICE_PATHS.messages}/${id}`;

/** Who sent it: their name (a link to the message) and address. */
function Sender({ message: m }: { message: MessageRow }) {
  return (
    <Link
      to={messagePath(m.id)}
      className="inline-flex min-h-11 min-w-[11rem] flex-col justify-center rounded-md text-start text-primary underline-offset-4 hover:underline"
    >
      {/* Isolated inside a left-to-right line: a Hebrew name reads right to left, lined up
          with the rest of the column. */}
      <span className={m.handled ? 'font-medium' : 'font-bold'}>
        <bdi dir="auto">{m.name}</bdi>
      </span>
      <span className="text-sm [overflow-wrap:anywhere] text-ink-muted">{m.email}</span>
    </Link>
  );
}

const Preview = ({ message: m }: { message: MessageRow }) => (
  <p className="line-clamp-2 max-w-xl text-start text-ink [unicode-bidi:plaintext]">{m.preview}</p>
);

const Received = ({ message: m }: { message: MessageRow }) => (
  <time dateTime={m.receivedAt} className="whitespace-nowrap text-ink-muted">
    {londonDateTime(m.receivedAt)}
  </time>
);

const received: ColumnDef<MessageRow> = {
  id: 'received',
  header: messagesText.columns.received,
  enableSorting: true,
  cell: ({ row: { original: m } }) => <Received message={m} />,
};

const wideColumns: ColumnDef<MessageRow>[] = [
  {
    id: 'from',
    header: messagesText.columns.from,
    cell: ({ row: { original: m } }) => <Sender message={m} />,
  },
  {
    id: 'message',
    header: messagesText.columns.message,
    cell: ({ row: { original: m } }) => (
      <div className="min-w-[12rem]">
        <Preview message={m} />
      </div>
    ),
  },
  received,
  {
    id: 'status',
    header: messagesText.columns.status,
    cell: ({ row: { original: m } }) => <MessageStatus handled={m.handled} />,
  },
];

/** A phone has room for one column: the sender, the state, the start of the message, when. */
const narrowColumns: ColumnDef<MessageRow>[] = [
  {
    id: 'message',
    header: messagesText.columns.message,
    cell: ({ row: { original: m } }) => (
      <div className="grid gap-1 py-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Sender message={m} />
          <MessageStatus handled={m.handled} />
        </div>
        <Preview message={m} />
        <p className="text-sm">
          <Received message={m} />
        </p>
      </div>
    ),
  },
];

/** /office/messages: the inbox, new ones first, searched and paged on the server. */
export function MessagesListPage() {
  const list = useListParams(FILTERS, { sort: 'received', dir: 'desc' });
  const narrow = useNarrow();
  const messages = useQuery({
    queryKey: messagesKeys.list(list.query),
    queryFn: ({ signal }) => fetchMessages(list.query, signal),
    placeholderData: keepPreviousData,
  });
  const { filters } = list.params;
  return (
    <OfficePage title={AREA_LABELS.messages} intro={messagesText.intro}>
      <FilterBar label={messagesText.find} onClear={list.filtered ? list.clearFilters : undefined}>
        <SearchFilter
          id="messages-search"
          label={messagesText.search}
          placeholder={messagesText.searchHint}
          value={filters.search}
          dir="auto"
          onSearch={(text) => list.setFilter('search', text)}
        />
        <SelectFilter
          id="messages-status"
          label={messagesText.status}
          value={filters.status}
          onChange={(value) => list.setFilter('status', value)}
        >
          <option value="">{messagesText.statuses.all}</option>
          <option value="new">{messagesText.statuses.new}</option>
          <option value="handled">{messagesText.statuses.handled}</option>
        </SelectFilter>
      </FilterBar>
      <QueryState
        isPending={messages.isPending}
        error={messages.isError && !messages.data ? messages.error : null}
        onRetry={() => void messages.refetch()}
      >
        <DataTable
          caption={messagesText.caption}
          columns={narrow ? narrowColumns : wideColumns}
          rows={messages.data?.rows ?? []}
          total={messages.data?.total ?? 0}
          list={list}
          getRowId={(row) => String(row.id)}
          loading={messages.isFetching}
          empty={list.filtered ? messagesText.noneFound : messagesText.noneYet}
          rowClassName={(row) => (row.handled ? 'text-ink-muted' : 'bg-gold-soft/25')}
        />
      </QueryState>
    </OfficePage>
  );
}
