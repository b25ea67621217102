import type { LearnerSheet, SheetDate, SheetPaper } from '@zechus/shared';
import { planPages } from './plan-pages.ts';
import { SheetPage } from './SheetPage.tsx';
import { sheetsText } from './strings.ts';

const PAGE_SIZE: Record<SheetPaper, string> = { a4: 'A4', letter: 'letter' };

/**
 * The print dialog's page: the paper chosen here and margins every office printer can reach.
 * While printing, the console's frame gives the sheets the whole page (its navigation and this
 * page's controls are print:hidden). The CSP allows inline styles, not scripts.
 */
function PrintPageStyle({ paper }: { paper: SheetPaper }) {
  return (
    <style>{`
@page { size: ${PAGE_SIZE[paper]}; margin: 15mm; }
@media print {
  html, body, :has(> #office-main) { background: #fff !important; }
  #office-main, #office-main > * {
    padding: 0 !important; margin: 0 !important; max-width: none !important;
    width: auto !important; grid-column: 1 / -1 !important;
  }
  [data-sheet], [data-sheet] * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`}</style>
  );
}

/** Every page to print, as it will print: on screen a readable preview, in print the sheets. */
export function SheetPreview({
  sheets,
  date,
  paper,
}: {
  sheets: readonly LearnerSheet[];
  date: SheetDate;
  paper: SheetPaper;
}) {
  const pages = planPages(sheets);
  return (
    <div role="region" aria-label={sheetsText.previewLabel} className="space-y-8 print:space-y-0">
      <PrintPageStyle paper={paper} />
      {pages.map((page, i) => (
        <SheetPage
          key={`${page.sheet.learnerId}-${i}`}
          sheet={page.sheet}
          date={date}
          paper={paper}
          columns={page.columns}
          continued={page.continued}
          pageNumber={i + 1}
          pageCount={pages.length}
        />
      ))}
    </div>
  );
}
