import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/FormField.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { longDay } from '../shell/london-time.ts';
import { QueryState } from '../shell/Notices.tsx';
import { reportText as text } from './report-strings.ts';

/** The days a report covers, as its answer gives them (the school year so far unless chosen). */
export interface ReportDays {
  from: string;
  to: string;
  fromHebrew: string;
  toHebrew: string;
}

/** The report's query (from the address) and a way to choose another first or last day. */
export function useReportSearch() {
  const [search, setSearch] = useSearchParams();
  const setDay = (name: 'from' | 'to', value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };
  /** The days asked for in the address, to show again when the server refused them. */
  const asked = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return { search, setDay, asked };
}

/** "From" and "To" date fields (not printed). */
export function ReportRangeFields({
  days,
  onDay,
}: {
  days: Pick<ReportDays, 'from' | 'to'>;
  onDay: (name: 'from' | 'to', value: string) => void;
}) {
  return (
    <div className="mb-6 grid max-w-xl grid-cols-2 gap-4 print:hidden">
      <TextField
        id="report-from"
        type="date"
        label={text.from}
        defaultValue={days.from}
        max={days.to}
        onChange={(event) => onDay('from', event.target.value)}
      />
      <TextField
        id="report-to"
        type="date"
        label={text.to}
        defaultValue={days.to}
        min={days.from}
        onChange={(event) => onDay('to', event.target.value)}
      />
    </div>
  );
}

/** "Tuesday 1 September 2026 to …" and, on a line of its own, the same days in Hebrew. */
export function ReportRangeText({ days }: { days: ReportDays }) {
  return (
    <>
      <p className="text-ink-muted">{text.range(longDay(days.from), longDay(days.to))}</p>
      <p className="text-ink-muted">
        <Hebrew className="text-lg">
          {days.fromHebrew} – {days.toHebrew}
        </Hebrew>
      </p>
    </>
  );
}

/** A report's two-column table: its caption (for screen readers), headings, rows and any foot. */
export function ReportTable({
  caption,
  columns,
  numbers = false,
  children,
  foot,
}: {
  caption: string;
  columns: readonly [string, string];
  /** The second column holds numbers (right-aligned). */
  numbers?: boolean;
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <table className="w-full max-w-2xl border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-stone">
          <th scope="col" className="py-2 pe-4 font-semibold">
            {columns[0]}
          </th>
          <th
            scope="col"
            className={numbers ? 'py-2 text-right font-semibold' : 'py-2 font-semibold'}
          >
            {columns[1]}
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
}

/**
 * A report's days to choose and its answer: the date fields (kept on screen when the days were
 * refused, so they can be chosen again), then loading, the refusal, or `children` of the data.
 */
export function ReportState<T extends ReportDays>({
  report,
  children,
}: {
  report: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { setDay, asked } = useReportSearch();
  const data = report.data;
  return (
    <>
      {data || report.isError ? <ReportRangeFields days={data ?? asked} onDay={setDay} /> : null}
      <QueryState
        isPending={report.isPending}
        error={report.isError ? report.error : null}
        onRetry={() => void report.refetch()}
      >
        {data ? children(data) : null}
      </QueryState>
    </>
  );
}
