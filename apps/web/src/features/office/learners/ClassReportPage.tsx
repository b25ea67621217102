import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { classReportSchema, type ClassReport } from '@zechus/shared';
import { Files, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { api } from '../../../lib/api.ts';
import { ClassName } from '../shell/ClassName.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { learnersKeys } from './api.ts';
import { childrenReportPath, learnerReportPath } from './ChildrenReportPage.tsx';
import { CLASSES_PATH } from './ClassesPage.tsx';
import { reportText } from './report-strings.ts';
import { ReportRangeText, ReportState, ReportTable, useReportSearch } from './ReportRange.tsx';
import { schoolYearText as text } from './school-year-strings.ts';

const fetchReport = async (query: string, signal?: AbortSignal): Promise<ClassReport> =>
  classReportSchema.parse(await api.get(`/api/office/learners/class-report?${query}`, { signal }));

/**
 * /office/learners/classes/report?class&from&to: a class's perakim learned per child over a range
 * (the school year so far at first), to print. Printed, only the report and its own title show.
 */
export function ClassReportPage() {
  const { search } = useReportSearch();
  const query = search.toString();
  const report = useQuery({
    queryKey: [...learnersKeys.all, 'report', query],
    queryFn: ({ signal }) => fetchReport(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  // A child's own report covers the same days as the class's.
  const days = data ? `from=${data.from}&to=${data.to}` : '';

  return (
    <OfficePage
      title={text.reportTitle}
      intro={text.reportIntro}
      back={{ to: CLASSES_PATH, label: text.backToClasses }}
      actions={
        <>
          {data ? (
            <ButtonLink
              variant="secondary"
              to={childrenReportPath(`class=${encodeURIComponent(data.className)}&${days}`)}
            >
              <Files aria-hidden="true" className="size-5" />
              {reportText.eachChild}
            </ButtonLink>
          ) : null}
          <Button onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-5" />
            {text.print}
          </Button>
        </>
      }
    >
      <ReportState report={report}>
        {(data) => (
          <article className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-8 print:border-0 print:p-0 print:shadow-none">
            <header className="mb-4">
              <h2 className="text-2xl font-semibold">
                <ClassName name={data.className} className="text-3xl" />
              </h2>
              <ReportRangeText days={data} />
            </header>
            <ReportTable
              caption={text.reportCaption(data.className)}
              columns={[text.reportColumns.name, text.reportColumns.learned]}
              numbers
              foot={
                <tr className="border-t-2 border-stone font-semibold">
                  <th scope="row" className="py-2 pe-4 text-left">
                    {text.reportTotal}
                  </th>
                  <td className="py-2 text-right text-lg tabular-nums">
                    {data.total.toLocaleString('en-GB')}
                  </td>
                </tr>
              }
            >
              {data.learners.map((row) => (
                <tr key={row.id} className="border-b border-stone/70 break-inside-avoid">
                  <td className="py-2 pe-4">
                    <Link
                      to={`${learnerReportPath(row.id)}?${days}`}
                      aria-label={reportText.openChild(row.name)}
                      className="inline-flex min-h-11 items-center text-ink underline-offset-4 hover:underline print:min-h-0"
                    >
                      <Hebrew className="text-xl">{row.name}</Hebrew>
                    </Link>
                    {row.active ? null : (
                      <span className="ms-2 text-sm text-ink-muted">{text.reportInactive}</span>
                    )}
                  </td>
                  <td className="py-2 text-right text-lg tabular-nums">
                    {row.learned.toLocaleString('en-GB')}
                  </td>
                </tr>
              ))}
            </ReportTable>
          </article>
        )}
      </ReportState>
    </OfficePage>
  );
}
