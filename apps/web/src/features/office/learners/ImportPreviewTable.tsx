import type { ImportPreview } from '@zechus/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { learnersText } from './strings.ts';

/**
 * The file row by row: what will be added, and for every other row the problem that keeps it
 * out ("Row 4: the name is not in Hebrew letters"). The problems are listed first, so a long
 * file's few bad rows are seen without scrolling.
 */
export function ImportPreviewTable({
  preview,
  sameName,
  onSameName,
}: {
  preview: ImportPreview;
  /** The lines of duplicate names the office says are other children, to be added anyway. */
  sameName: ReadonlySet<number>;
  onSameName: (line: number, add: boolean) => void;
}) {
  // A duplicate the office confirmed is no problem any more: it is added with the rest.
  const problems = preview.rows.filter((row) => row.problem !== null && !sameName.has(row.line));
  return (
    <>
      {problems.length > 0 ? (
        <ul
          aria-label="Rows with problems"
          className="space-y-1 rounded-lg border-2 border-danger bg-danger/5 px-4 py-3 font-medium text-danger"
        >
          {problems.map((row) => (
            <li key={row.line} className="flex items-start gap-2">
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {learnersText.rowProblem(row.line, row.problem ?? '')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-stone bg-white shadow-card">
        <table className="w-full border-collapse text-start">
          <caption className="sr-only">{learnersText.previewCaption}</caption>
          <thead className="bg-parchment">
            <tr className="border-b border-stone text-sm text-ink">
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {learnersText.row}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {learnersText.columns.name}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {learnersText.columns.className}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {learnersText.result}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr
                key={row.line}
                className={
                  row.problem
                    ? 'border-b border-stone/70 bg-danger/5 last:border-b-0'
                    : 'border-b border-stone/70 last:border-b-0'
                }
              >
                <td className="px-4 py-2.5 tabular-nums">{row.line}</td>
                <td className="px-4 py-2.5">
                  {row.name ? (
                    <bdi dir="auto" lang="he" className="hebrew text-lg whitespace-nowrap">
                      {row.name}
                    </bdi>
                  ) : null}
                </td>
                <td className="px-4 py-2.5">
                  {row.className ? (
                    <bdi dir="auto" className="whitespace-nowrap">
                      {row.className}
                    </bdi>
                  ) : (
                    <span className="text-ink-muted">{learnersText.noClass}</span>
                  )}
                </td>
                <td className="px-4 py-2.5">
                  {row.problem ? (
                    <span className="inline-flex min-w-48 items-start gap-1.5 font-medium text-danger">
                      <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {row.problem}
                    </span>
                  ) : null}
                  {row.problem && row.duplicate ? (
                    // Two real children may share a name: the office says so, row by row.
                    <label className="mt-1 flex min-h-11 min-w-48 cursor-pointer items-center gap-2 text-sm font-medium">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        checked={sameName.has(row.line)}
                        onChange={(event) => onSameName(row.line, event.currentTarget.checked)}
                      />
                      {learnersText.addSameName}
                    </label>
                  ) : null}
                  {row.problem ? null : (
                    <span className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-done">
                      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                      {learnersText.willAdd}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
