import { useQuery } from '@tanstack/react-query';
import type { CompletionReport } from '@zechus/shared';
import { useMemo } from 'react';
import { QueryState } from '../shell/Notices.tsx';
import { Panel } from '../shell/Panel.tsx';
import { fetchCompletion, reportsKeys } from './api.ts';
import { BarChart } from './charts/BarChart.tsx';
import { ChartFigure } from './charts/ChartFigure.tsx';
import { reportsText } from './strings.ts';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T12:00:00Z`));

function Chart({ report }: { report: CompletionReport }) {
  const spec = useMemo(
    () => ({
      labels: report.days.map((d) => shortDay(d.day)),
      values: report.days.map((d) => d.done),
      max: report.total,
      color: '#C9A227',
      formatValue: (value: number) => String(Math.round(value)),
      height: 240,
    }),
    [report],
  );
  return (
    <ChartFigure
      caption={reportsText.completionCaption}
      chart={<BarChart spec={spec} loadingText={reportsText.chartLoading} />}
      tableLabel={reportsText.showTable}
      head={[reportsText.columns.day, reportsText.columns.done, reportsText.columns.percent]}
      rows={report.days.map((d) => [
        shortDay(d.day),
        d.done,
        `${Math.round((d.done / report.total) * 100)}%`,
      ])}
    />
  );
}

/** The last 30 days' completion as a bar chart (perakim done each day, of 525). */
export function CompletionPanel() {
  const completion = useQuery({
    queryKey: reportsKeys.completion,
    queryFn: ({ signal }) => fetchCompletion(signal),
  });
  return (
    <Panel title={reportsText.completion}>
      <QueryState
        isPending={completion.isPending}
        error={completion.error}
        onRetry={() => void completion.refetch()}
      >
        {completion.data ? <Chart report={completion.data} /> : null}
      </QueryState>
    </Panel>
  );
}
