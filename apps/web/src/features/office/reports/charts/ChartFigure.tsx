import { useId, type ReactNode } from 'react';

/**
 * A chart with its words: a caption naming it, and the same numbers as a table — the text
 * alternative a screen reader reads (the drawing itself is hidden from it), and a sighted reader
 * opens under "Show as a table".
 */
export function ChartFigure({
  caption,
  chart,
  tableLabel,
  head,
  rows,
}: {
  caption: string;
  chart: ReactNode;
  tableLabel: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="min-w-0">
      <figcaption id={captionId} className="mb-2 font-semibold text-ink">
        {caption}
      </figcaption>
      {chart}
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">
          {tableLabel}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-stone text-start">
                {head.map((cell) => (
                  <th key={cell} scope="col" className="px-2 py-1.5 text-start font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-b border-stone/60">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="px-2 py-1 text-start font-medium">
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="px-2 py-1 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
