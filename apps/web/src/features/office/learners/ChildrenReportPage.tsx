import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OFFICE_PATHS,
  childrenReportSchema,
  type ChildReport,
  type ChildrenReport,
} from '@zechus/shared';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { api } from '../../../lib/api.ts';
import { ClassName } from '../shell/ClassName.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { learnersKeys } from './api.ts';
import { CLASSES_PATH } from './ClassesPage.tsx';
import { reportText as text } from './report-strings.ts';
import {
  ReportRangeText,
  ReportState,
  ReportTable,
  useReportSearch,
  type ReportDays,
} from './ReportRange.tsx';

/** /office/learners/:id/report?from&to — one child's learning report. */
export const learnerReportPath = (id: number) => `${OFFICE_PATHS.learners}/${id}/report`;

/** /office/learners/classes/report/children?class&from&to — a page for each child of a class. */
export const childrenReportPath = (search: string) => `${CLASSES_PATH}/report/children?${search}`;

const fetchReport = async (query: string, signal?: AbortSignal): Promise<ChildrenReport> =>
  childrenReportSchema.parse(
    await api.get(`/api/office/learners/children-report?${query}`, { signal }),
  );

/** One child's page: their name, class, the days, how many perakim and which, by masechet. */
function ChildPage({ child, days }: { child: ChildReport; days: ReportDays }) {
  return (
    <article className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-8 print:break-after-page print:border-0 print:p-0 print:shadow-none print:last:break-after-auto">
      <header className="mb-4">
        <h2 className="text-2xl font-semibold">
          <Hebrew className="text-3xl">{child.name}</Hebrew>
          {child.active ? null : (
            <span className="ms-2 text-base font-normal text-ink-muted">{text.left}</span>
          )}
        </h2>
        <p className="text-lg">
          <ClassName name={child.className} className="text-xl" />
        </p>
        <ReportRangeText days={days} />
      </header>
      <p className="mb-4 text-2xl font-semibold">{text.learned(child.learned)}</p>
      {child.masechtos.length === 0 ? (
        <p className="text-ink-muted">{text.nothingLearned}</p>
      ) : (
        <ReportTable
          caption={text.masechtosCaption(child.name)}
          columns={[text.columns.masechet, text.columns.perakim]}
        >
          {child.masechtos.map((masechet) => (
            <tr key={masechet.name} className="border-b border-stone/70 break-inside-avoid">
              <th scope="row" className="py-2 pe-4 text-left align-top font-normal">
                <Hebrew className="text-xl">{masechet.hebrew}</Hebrew>
                <span className="ms-2 text-sm text-ink-muted">{masechet.name}</span>
              </th>
              <td className="py-2 align-top">
                <Hebrew className="text-xl">
                  {masechet.chapters.map((perek) => perek.hebrew).join(', ')}
                </Hebrew>
                {masechet.chapters.length > 1 ? (
                  <span className="ms-2 text-sm text-ink-muted tabular-nums">
                    ({masechet.chapters.length.toLocaleString('en-GB')})
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
    </article>
  );
}

/** The report's pages for `query` (a learner or a class), with its days to choose and print. */
function ChildrenReportView({
  query,
  title,
  intro,
  back,
}: {
  query: string;
  title: string;
  intro: string;
  back: { to: string; label: string };
}) {
  const report = useQuery({
    queryKey: [...learnersKeys.all, 'children-report', query],
    queryFn: ({ signal }) => fetchReport(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <OfficePage
      title={title}
      intro={intro}
      back={back}
      actions={
        <Button onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-5" />
          {text.print}
        </Button>
      }
    >
      <ReportState report={report}>
        {(data) => (
          <div className="grid gap-6 print:block">
            {data.children.map((child) => (
              <ChildPage key={child.id} child={child} days={data} />
            ))}
          </div>
        )}
      </ReportState>
    </OfficePage>
  );
}

/** /office/learners/:id/report: one child's learning over a range, to print on one page. */
export function LearnerReportPage() {
  const { id = '' } = useParams();
  const { search } = useReportSearch();
  const query = new URLSearchParams(search);
  query.set('learner', id);
  return (
    <ChildrenReportView
      query={query.toString()}
      title={text.childTitle}
      intro={text.childIntro}
      back={{ to: `${OFFICE_PATHS.learners}/${encodeURIComponent(id)}`, label: text.backToLearner }}
    />
  );
}

/** /office/learners/classes/report/children: each child of a class, one printed page each. */
export function ClassChildrenReportPage() {
  const { search } = useReportSearch();
  const query = search.toString();
  return (
    <ChildrenReportView
      query={query}
      title={text.childrenTitle}
      intro={text.childrenIntro}
      back={{ to: `${CLASSES_PATH}/report?${query}`, label: text.backToClassReport }}
    />
  );
}
