import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS } from '@zechus/shared';
import { Printer } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { fetchWeek, reportsKeys } from './api.ts';
import { CompletionPanel } from './CompletionPanel.tsx';
import { MoneyPanel } from './MoneyPanel.tsx';
import { reportsText } from './strings.ts';
import { TodayPanel } from './TodayPanel.tsx';
import { WeekList } from './WeekList.tsx';

function WeekPanel() {
  const week = useQuery({ queryKey: reportsKeys.week, queryFn: ({ signal }) => fetchWeek(signal) });
  return (
    <Panel title={reportsText.week}>
      <div className="-mt-2 mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-muted">{reportsText.weekIntro}</p>
        <ButtonLink to={`${OFFICE_PATHS.reports}/week`} variant="secondary">
          <Printer aria-hidden="true" className="size-5" />
          {reportsText.printList}
        </ButtonLink>
      </div>
      <QueryState isPending={week.isPending} error={week.error} onRetry={() => void week.refetch()}>
        {week.data ? <WeekList week={week.data} /> : null}
      </QueryState>
    </Panel>
  );
}

/** /office/reports: today live, the last 30 days, money by month and plan, this week's names. */
export function DashboardPage() {
  return (
    <OfficePage title={AREA_LABELS.reports} intro={reportsText.intro}>
      <div className="grid gap-6">
        <TodayPanel />
        <CompletionPanel />
        <MoneyPanel />
        <WeekPanel />
      </div>
    </OfficePage>
  );
}
