import { useMutation } from '@tanstack/react-query';
import {
  IMPORT_MAX_BYTES,
  OFFICE_PATHS,
  type ImportPreview,
  type ImportResult,
} from '@zechus/shared';
import { ArrowLeft, Eye, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { officeErrorMessage } from '../shell/api.ts';
import { SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { officeText } from '../shell/strings.ts';
import { confirmImport, previewImport, useInvalidateLearners } from './api.ts';
import { ClassOptions } from './ClassOptions.tsx';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { learnersText } from './strings.ts';

/**
 * /office/learners/import — a class from a CSV file: choose it (and a class for the whole
 * file), see row by row what will be added and what will not and why, then add the good rows.
 * Rows with problems are skipped (the page says so before anything is added); fixing the file
 * and showing it again is always possible.
 */
export function ImportClassPage() {
  const id = useId();
  const invalidate = useInvalidateLearners();
  const [file, setFile] = useState<File | null>(null);
  const [fileClass, setFileClass] = useState('');
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const preview = useMutation({
    mutationFn: (chosen: File) => previewImport(chosen, fileClass),
  });
  const commit = useMutation({
    mutationFn: (shown: ImportPreview) =>
      confirmImport({
        rows: shown.rows
          .filter((row) => row.problem === null)
          .map(({ line, name, className }) => ({ line, name, className })),
      }),
    onSuccess: async (done) => {
      await invalidate();
      setResult(done);
    },
  });

  const startOver = () => {
    setFile(null);
    setResult(null);
    setProblem(null);
    preview.reset();
    commit.reset();
    setInputKey((key) => key + 1);
  };
  const showPreview = () => {
    setProblem(null);
    commit.reset();
    if (!file) return setProblem(learnersText.chooseFile);
    if (file.size > IMPORT_MAX_BYTES) {
      return setProblem(
        'The file is larger than 1 MB. A class list is much smaller: please check that you chose the CSV file.',
      );
    }
    preview.mutate(file);
  };
  const shown = preview.data;

  return (
    <OfficePage
      title={learnersText.importClass}
      intro={learnersText.importIntro}
      actions={
        <ButtonLink to={OFFICE_PATHS.learners} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {learnersText.backToList}
        </ButtonLink>
      }
    >
      {result ? (
        <ImportDone result={result} onAgain={startOver} />
      ) : (
        <>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              showPreview();
            }}
            className="mb-6 rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-6"
          >
            <p className="mb-5 text-ink-muted">{learnersText.importHowTo}</p>
            {problem ? <ErrorNotice>{problem}</ErrorNotice> : null}
            {preview.isError ? (
              <ErrorNotice>
                {officeErrorMessage(preview.error, officeText.genericError)}
              </ErrorNotice>
            ) : null}
            <div className="grid gap-5 md:grid-cols-2">
              <div>
                <label htmlFor={`${id}-file`} className="mb-1.5 block font-medium">
                  {learnersText.file}
                </label>
                <p id={`${id}-file-hint`} className="-mt-1 mb-1.5 text-sm text-ink-muted">
                  {learnersText.fileHint}
                </p>
                <input
                  key={inputKey}
                  id={`${id}-file`}
                  type="file"
                  accept=".csv,.txt,text/csv,text/plain"
                  aria-describedby={`${id}-file-hint`}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    preview.reset();
                    setProblem(null);
                  }}
                  className="block w-full rounded-lg border border-[#8a8270] bg-white text-ink file:me-3 file:min-h-12 file:cursor-pointer file:rounded-s-lg file:border-0 file:bg-primary file:px-4 file:font-semibold file:text-white hover:file:bg-primary-strong"
                />
              </div>
              <div>
                <label htmlFor={`${id}-class`} className="mb-1.5 block font-medium">
                  {learnersText.fileClass}
                </label>
                <p id={`${id}-class-hint`} className="-mt-1 mb-1.5 text-sm text-ink-muted">
                  {learnersText.fileClassHint}
                </p>
                <input
                  id={`${id}-class`}
                  dir="auto"
                  autoComplete="off"
                  list={`${id}-class-options`}
                  value={fileClass}
                  aria-describedby={`${id}-class-hint`}
                  onChange={(event) => {
                    setFileClass(event.target.value);
                    preview.reset();
                  }}
                  className={cn(fieldClass, 'py-2.5')}
                />
                <ClassOptions id={`${id}-class-options`} />
              </div>
            </div>
            <div className="mt-5 flex justify-end">
              <Button type="submit" busy={preview.isPending}>
                <Eye aria-hidden="true" className="size-5" />
                {learnersText.preview}
              </Button>
            </div>
          </form>

          {shown ? (
            <section aria-labelledby={`${id}-preview`} className="space-y-4">
              <h2 id={`${id}-preview`} className="text-2xl font-semibold">
                {learnersText.previewCaption}
              </h2>
              <div
                role="status"
                className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card"
              >
                <p className="text-lg font-semibold">
                  {learnersText.summary(shown.toAdd, shown.problems)}
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  {learnersText.readAs(shown.encoding, shown.headerSkipped)}
                </p>
              </div>
              {commit.isError ? (
                <ErrorNotice>
                  {officeErrorMessage(commit.error, officeText.genericError)}
                </ErrorNotice>
              ) : null}
              <ImportPreviewTable preview={shown} />
              <div className="flex flex-wrap items-center justify-end gap-3">
                {shown.toAdd === 0 ? (
                  <p className="font-medium text-danger">{learnersText.nothingToAdd}</p>
                ) : (
                  <Button size="lg" busy={commit.isPending} onClick={() => commit.mutate(shown)}>
                    <UserPlus aria-hidden="true" className="size-5" />
                    {learnersText.confirm(shown.toAdd)}
                  </Button>
                )}
              </div>
            </section>
          ) : null}
        </>
      )}
    </OfficePage>
  );
}

function ImportDone({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const division = learnersText.division(result.division);
  return (
    <div className="space-y-4">
      <SuccessNotice>
        {learnersText.imported(result.added)}
        {division ? ` ${division}` : ''}
      </SuccessNotice>
      {result.skipped.length > 0 ? (
        <div className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card">
          <p className="mb-2 font-medium">{learnersText.importSkipped(result.skipped.length)}</p>
          <ul className="list-disc space-y-1 ps-6">
            {result.skipped.map((row) => (
              <li key={row.line}>
                {learnersText.rowProblem(row.line, row.problem ?? '')} —{' '}
                <bdi dir="rtl" lang="he" className="hebrew">
                  {row.name}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={OFFICE_PATHS.learners}>{learnersText.seeList}</ButtonLink>
        <Button variant="secondary" onClick={onAgain}>
          {learnersText.importAnother}
        </Button>
      </div>
    </div>
  );
}
