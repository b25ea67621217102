import {
  SHEET_PAPER_LABELS,
  type LearnerSheet,
  type SheetDate,
  type SheetPaper,
  type SheetPerek,
} from '@zechus/shared';
import { Check } from 'lucide-react';
import { Logo } from '../../../components/ui/Logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { BarcodeImage } from './BarcodeImage.tsx';
import { sheetsText } from './strings.ts';

/**
 * One printed page: on screen a sheet of paper (A4 or US Letter in proportion), in print the
 * whole page inside the @page margins. Sizes are in points and millimetres, as on paper.
 */
const PAPER_CLASS: Record<SheetPaper, string> = {
  a4: 'max-w-[210mm] aspect-[210/297] print:h-[265mm]',
  letter: 'max-w-[215.9mm] aspect-[8.5/11] print:h-[247mm]',
};

function TickBox({ done }: { done: boolean }) {
  return (
    <span
      className={cn(
        'grid size-[9mm] shrink-0 place-items-center rounded-[2pt] border-[1.4pt] bg-white',
        done ? 'border-done text-done' : 'border-ink',
      )}
    >
      {done ? (
        <>
          <Check aria-hidden="true" className="size-[6mm]" strokeWidth={2.5} />
          <span className="sr-only">{sheetsText.doneAlready}</span>
        </>
      ) : null}
    </span>
  );
}

/** A perek: its tick box and name on the right, its barcode on the left (right-to-left). */
function PerekRow({ perek, compact }: { perek: SheetPerek; compact: boolean }) {
  return (
    <li
      data-done={perek.done}
      className={cn(
        'flex min-h-[27mm] break-inside-avoid items-center border-t-[0.5pt] border-stone py-[3mm] first:border-t-0',
        compact ? 'gap-[3mm] ps-[3mm] pe-[2mm]' : 'gap-[5mm] ps-[5mm] pe-[3mm]',
      )}
    >
      <TickBox done={perek.done} />
      <div lang="he" className="min-w-0 flex-1">
        <p
          className={cn(
            'font-[family-name:var(--font-hebrew)] leading-tight text-ink',
            compact ? 'text-[15pt]' : 'text-[20pt]',
          )}
        >
          <strong className="font-bold">{perek.masechet}</strong> {perek.perek}
        </p>
        <p className="mt-[1mm] font-[family-name:var(--font-hebrew-ui)] text-[10pt] text-ink-muted">
          {sheetsText.seder(perek.seder)}
        </p>
      </div>
      <BarcodeImage barcode={perek.barcode} />
    </li>
  );
}

export interface SheetPageProps {
  sheet: LearnerSheet;
  date: SheetDate;
  paper: SheetPaper;
  /** This page's perakim, in columns of SHEET_ROWS_PER_COLUMN (the first on the right). */
  columns: SheetPerek[][];
  continued: boolean;
  pageNumber: number;
  pageCount: number;
}

export function SheetPage({
  sheet,
  date,
  paper,
  columns,
  continued,
  pageNumber,
  pageCount,
}: SheetPageProps) {
  const count = sheet.perakim.length;
  return (
    <section
      aria-label={sheetsText.sheetOf(sheet.name)}
      data-sheet={sheet.learnerId}
      className={cn(
        'mx-auto flex w-full flex-col bg-white p-4 text-ink shadow-card sm:p-[15mm]',
        'print:max-w-none print:break-after-page print:p-0 print:shadow-none print:last:break-after-auto',
        PAPER_CLASS[paper],
        'print:aspect-auto',
      )}
    >
      <header className="flex items-center justify-between gap-4 border-b-[0.8pt] border-gold pb-[2mm]">
        <div className="flex items-center gap-[3mm]">
          <Logo className="h-[9mm] text-ink" />
          <span className="text-[8pt] font-medium tracking-[0.16em] whitespace-nowrap text-gold-ink uppercase">
            {sheetsText.dailyMishnayos}
          </span>
        </div>
        {sheet.className ? (
          <p
            dir="rtl"
            lang="he"
            className="font-[family-name:var(--font-hebrew-ui)] text-[13pt] whitespace-nowrap"
          >
            {sheet.className}
          </p>
        ) : null}
      </header>

      <h2
        dir="rtl"
        lang="he"
        className="mt-[5mm] font-[family-name:var(--font-hebrew)] text-[34pt] leading-[1.1] font-bold text-ink"
      >
        {sheet.name}
      </h2>
      <div className="mt-[3mm] flex flex-wrap-reverse items-end justify-between gap-x-6 gap-y-1">
        <div>
          <p className="text-[11pt] text-ink-muted">{date.civil}</p>
          <p className="text-[9.5pt] text-ink-muted">
            {sheetsText.perakimToLearn(count)}
            {continued ? ` ${sheetsText.continued}` : ''}
          </p>
        </div>
        <p
          dir="rtl"
          lang="he"
          className="ms-auto font-[family-name:var(--font-hebrew)] text-[14pt]"
        >
          {date.full}
        </p>
      </div>

      <div dir="rtl" className="mt-[5mm] flex gap-[8mm]">
        {columns.map((perakim, i) => (
          <ol key={i} className="min-w-0 flex-1 rounded-[8pt] border-[0.8pt] border-stone">
            {perakim.map((perek) => (
              <PerekRow key={perek.perekIndex} perek={perek} compact={columns.length > 1} />
            ))}
          </ol>
        ))}
      </div>

      <footer className="mt-auto flex items-end justify-between gap-4 pt-[4mm] text-[9pt] text-ink-muted">
        <p>{sheetsText.instruction}</p>
        <p className="shrink-0 tabular-nums">
          {sheetsText.pageOf(pageNumber, pageCount, SHEET_PAPER_LABELS[paper])}
        </p>
      </footer>
    </section>
  );
}
