import { sheetsPdfPath, type Sheets } from '@zechus/shared';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useSheetClasses, useSheets } from './api.ts';
import { SheetPreview } from './SheetPreview.tsx';
import { SheetsForm } from './SheetsForm.tsx';
import { sheetsText } from './strings.ts';
import { ReprintsNotice } from './ReprintsNotice.tsx';
import { useRecordPrinting } from './useRecordPrinting.ts';
import { useSheetParams, type SheetParams } from './useSheetParams.ts';

/** A calm note (not an error): something the teacher should know before printing. */
function Note({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="mb-4 rounded-lg border border-gold/60 bg-gold-soft/40 px-4 py-3 text-ink print:hidden"
    >
      {children}
    </div>
  );
}

/**
 * Print, download, and what will come out. Screen only. While another class or day is still
 * loading, the sheets on screen are the previous ones: printing waits for the right ones.
 */
function PrintBar({
  params,
  shown,
  stale,
}: {
  params: SheetParams;
  shown: Sheets['sheets'];
  stale: boolean;
}) {
  const perakim = shown.reduce((n, sheet) => n + sheet.perakim.length, 0);
  const pdf = sheetsPdfPath(params.date, {
    ...(params.className !== undefined ? { class: params.className } : {}),
    ...(params.learner !== undefined ? { learner: params.learner } : {}),
    paper: params.paper,
  });
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
      <div className="max-w-md min-w-0">
        <p className="flex items-center gap-2 text-lg font-semibold text-ink" aria-live="polite">
          {stale ? sheetsText.loading : sheetsText.summary(shown.length, perakim)}
          {stale ? <Spinner className="size-4 text-primary" /> : null}
        </p>
        <p className="text-sm text-ink-muted">{sheetsText.printHint}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" busy={stale} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {sheetsText.print}
        </Button>
        <a
          href={pdf}
          download
          aria-disabled={stale || undefined}
          onClick={(event) => {
            if (stale) event.preventDefault();
          }}
          className={buttonClass('secondary', 'lg')}
        >
          <Download aria-hidden="true" className="size-5" />
          {sheetsText.downloadPdf}
        </a>
      </div>
    </div>
  );
}

function SheetsPage() {
  const classes = useSheetClasses();
  const { params, set } = useSheetParams(classes.data?.today);
  const [whose, setWhose] = useState<'class' | 'child'>(
    params.learner !== undefined ? 'child' : 'class',
  );
  const sheets = useSheets(params.date || undefined, {
    className: params.className,
    learner: params.learner,
  });
  const data = sheets.data;
  const shown =
    data && whose === 'child'
      ? data.sheets.filter((sheet) => sheet.learnerId === params.learner)
      : (data?.sheets ?? []);
  useRecordPrinting(
    params.date || undefined,
    {
      className: params.className,
      learner: whose === 'child' ? params.learner : undefined,
    },
    shown.length > 0 && !sheets.isPlaceholderData,
  );

  const body = () => {
    if (!params.className && params.learner === undefined)
      return <Note>{sheetsText.pickClass}</Note>;
    if (sheets.error) {
      return <ErrorNotice>{officeErrorMessage(sheets.error, sheetsText.loadFailed)}</ErrorNotice>;
    }
    if (!data) {
      return (
        <QueryState isPending error={null} onRetry={() => void sheets.refetch()}>
          {null}
        </QueryState>
      );
    }
    if (whose === 'child' && params.learner === undefined)
      return <Note>{sheetsText.pickChild}</Note>;
    return (
      <>
        {whose === 'class' && data.withoutPerakim.length > 0 ? (
          <Note>
            {sheetsText.withoutPerakim(data.withoutPerakim.length)}{' '}
            {data.withoutPerakim.map((child, i) => (
              <span key={child.learnerId}>
                {i > 0 ? ', ' : ''}
                <Hebrew className="font-semibold">{child.name}</Hebrew>
              </span>
            ))}
          </Note>
        ) : null}
        {data.sheets.length === 0 ? (
          <Note>{sheetsText.nobodyHasPerakim(data.date.civil)}</Note>
        ) : shown.length === 0 ? (
          <Note>{sheetsText.childHasNoPerakim(data.date.civil)}</Note>
        ) : (
          <>
            <PrintBar params={params} shown={shown} stale={sheets.isPlaceholderData} />
            <SheetPreview sheets={shown} date={data.date} paper={params.paper} />
          </>
        )}
      </>
    );
  };

  return (
    <OfficePage title={AREA_LABELS.sheets} intro={sheetsText.intro}>
      <QueryState
        isPending={classes.isPending}
        error={classes.error}
        onRetry={() => void classes.refetch()}
      >
        {classes.data ? (
          <>
            <ReprintsNotice onOpen={set} />
            <SheetsForm
              params={params}
              classes={classes.data}
              learners={data?.className === params.className ? data?.sheets : undefined}
              whose={whose}
              onWhose={setWhose}
              onChange={set}
            />
            {classes.data.classes.length === 0 ? <Note>{sheetsText.noClasses}</Note> : null}
            {classes.data.unclassed > 0 ? (
              <Note>{sheetsText.unclassed(classes.data.unclassed)}</Note>
            ) : null}
            {body()}
          </>
        ) : null}
      </QueryState>
    </OfficePage>
  );
}

/** The office's barcode sheets area: /office/sheets?date=…&class=…&learner=…&paper=… */
export default function SheetsArea() {
  return (
    <Routes>
      <Route index element={<SheetsPage />} />
      <Route path="*" element={<Navigate to="/office/sheets" replace />} />
    </Routes>
  );
}
