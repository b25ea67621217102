import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS } from '@zechus/shared';
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { longDay } from '../shell/london-time.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { fetchWeek, reportsKeys } from './api.ts';
import { reportsText } from './strings.ts';
import { WeekList } from './WeekList.tsx';

/**
 * /office/reports/week: this week's dedications as a page to print for the hall's
 * announcements. Printed, only the list and its own title show (the console's navigation, the
 * page's header and buttons are print:hidden).
 */
export function WeekPage() {
  const week = useQuery({ queryKey: reportsKeys.week, queryFn: ({ signal }) => fetchWeek(signal) });
  const range = week.data
    ? reportsText.weekRange(longDay(week.data.from), longDay(week.data.to))
    : undefined;
  return (
    <OfficePage
      title={reportsText.week}
      intro={range}
      back={{ to: OFFICE_PATHS.reports, label: reportsText.backToReports }}
      actions={
        <Button onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-5" />
          {reportsText.print}
        </Button>
      }
    >
      <QueryState isPending={week.isPending} error={week.error} onRetry={() => void week.refetch()}>
        {week.data ? (
          <article className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-8 print:border-0 print:p-0 print:shadow-none">
            <header className="mb-6 hidden print:block">
              <p className="text-[22pt] font-semibold">{reportsText.printedTitle}</p>
              <p className="text-[13pt]">{range}</p>
            </header>
            <WeekList week={week.data} large level={2} />
          </article>
        ) : null}
      </QueryState>
    </OfficePage>
  );
}
