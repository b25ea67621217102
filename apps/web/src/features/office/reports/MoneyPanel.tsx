import { useQuery } from '@tanstack/react-query';
import type { MoneyReport } from '@zechus/shared';
import { useMemo } from 'react';
import { QueryState } from '../shell/Notices.tsx';
import { Panel } from '../shell/Panel.tsx';
import { fetchMoney, reportsKeys } from './api.ts';
import { BarChart } from './charts/BarChart.tsx';
import { ChartFigure } from './charts/ChartFigure.tsx';
import { reportsText } from './strings.ts';

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-15T12:00:00Z`));
const money = (cents: number) => CENTS.format(cents / 100);

function Charts({ report }: { report: MoneyReport }) {
  const byMonth = useMemo(
    () => ({
      labels: report.months.map((m) => monthLabel(m.month)),
      values: report.months.map((m) => m.cents / 100),
      color: '#1F3A5F',
      formatValue: (value: number) => DOLLARS.format(value),
      height: 240,
    }),
    [report],
  );
  const byPlan = useMemo(
    () => ({
      labels: report.plans.map((p) => p.label),
      values: report.plans.map((p) => p.cents / 100),
      color: '#2E7D5B',
      formatValue: (value: number) => DOLLARS.format(value),
      height: 240,
    }),
    [report],
  );
  const head = [
    reportsText.columns.net,
    reportsText.columns.payments,
    reportsText.columns.refunded,
  ];
  const cells = (sums: Omit<MoneyReport['plans'][number], 'key' | 'label'>) => [
    money(sums.cents),
    sums.payments,
    sums.refunds === 0 ? '—' : money(sums.refundedCents),
  ];
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <ChartFigure
        caption={reportsText.byMonth}
        chart={<BarChart spec={byMonth} loadingText={reportsText.chartLoading} />}
        tableLabel={reportsText.showTable}
        head={[reportsText.columns.month, ...head]}
        rows={report.months.map((m) => [monthLabel(m.month), ...cells(m)])}
      />
      {report.plans.length === 0 ? (
        <p className="text-ink-muted">{reportsText.nothingYet}</p>
      ) : (
        <ChartFigure
          caption={reportsText.byPlan}
          chart={<BarChart spec={byPlan} loadingText={reportsText.chartLoading} />}
          tableLabel={reportsText.showTable}
          head={[reportsText.columns.plan, ...head]}
          rows={report.plans.map((p) => [p.label, ...cells(p)])}
        />
      )}
    </div>
  );
}

/**
 * Money that came in less refunds (each in the month it was made), by month and by plan: two bar
 * charts, each with its table.
 */
export function MoneyPanel() {
  const report = useQuery({
    queryKey: reportsKeys.money,
    queryFn: ({ signal }) => fetchMoney(signal),
  });
  return (
    <Panel title={reportsText.money}>
      <p className="-mt-2 mb-4 text-sm text-ink-muted">{reportsText.moneyNote}</p>
      <QueryState
        isPending={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      >
        {report.data ? <Charts report={report.data} /> : null}
      </QueryState>
    </Panel>
  );
}
