import { useMutation } from '@tanstack/react-query';
import {
  IMPORT_MAX_BYTES,
  OFFICE_PATHS,
  type ImportPreview,
  type ImportResult,
} from '@zechus/shared';
import { Eye, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { fileInputClass, TextField } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { FailureNotice } from '../shell/Notices.tsx';
import { FormActions } from '../shell/FormActions.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { panelClass } from '../shell/Panel.tsx';
import { confirmImport, previewImport, useInvalidateLearners } from './api.ts';
import { ClassOptions } from './ClassOptions.tsx';
import { ImportDone } from './ImportDone.tsx';
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
  // Duplicate names the office confirmed are other children (by line), added with the rest.
  const [sameName, setSameName] = useState<ReadonlySet<number>>(new Set());
  const chooseSameName = (line: number, add: boolean) =>
    setSameName((chosen) => {
      const next = new Set(chosen);
      if (add) next.add(line);
      else next.delete(line);
      return next;
    });

  const preview = useMutation({
    mutationFn: (chosen: File) => previewImport(chosen, fileClass),
  });
  const commit = useMutation({
    mutationFn: (shown: ImportPreview) =>
      confirmImport({
        rows: shown.rows
          .filter((row) => row.problem === null || sameName.has(row.line))
          .map(({ line, name, className, problem }) => ({
            line,
            name,
            className,
            ...(problem === null ? {} : { allowDuplicate: true }),
          })),
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
    setSameName(new Set());
    preview.reset();
    commit.reset();
    setInputKey((key) => key + 1);
  };
  const showPreview = () => {
    setProblem(null);
    setSameName(new Set());
    commit.reset();
    if (!file) return setProblem(learnersText.chooseFile);
    if (file.size > IMPORT_MAX_BYTES) {
      return setProblem(learnersText.fileTooLarge);
    }
    preview.mutate(file);
  };
  const shown = preview.data;

  return (
    <OfficePage
      title={learnersText.importClass}
      intro={learnersText.importIntro}
      back={{ to: OFFICE_PATHS.learners, label: learnersText.backToList }}
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
            className={cn(panelClass, 'mb-6')}
          >
            <p className="mb-5 text-ink-muted">{learnersText.importHowTo}</p>
            {problem ? <ErrorNotice>{problem}</ErrorNotice> : null}
            <FailureNotice error={preview.error} />
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
                  className={cn(fileInputClass, 'max-w-none')}
                />
              </div>
              <TextField
                id={`${id}-class`}
                label={learnersText.fileClass}
                hint={learnersText.fileClassHint}
                dir="auto"
                autoComplete="off"
                list={`${id}-class-options`}
                value={fileClass}
                onChange={(event) => {
                  setFileClass(event.target.value);
                  preview.reset();
                }}
              />
              <ClassOptions id={`${id}-class-options`} />
            </div>
            <FormActions>
              <Button type="submit" busy={preview.isPending}>
                <Eye aria-hidden="true" className="size-5" />
                {learnersText.preview}
              </Button>
            </FormActions>
          </form>

          {shown ? (
            <section aria-labelledby={`${id}-preview`} className="space-y-4">
              <h2 id={`${id}-preview`} className="text-2xl font-semibold">
                {learnersText.previewCaption}
              </h2>
              <div role="status" className={panelClass}>
                <p className="text-lg font-semibold">
                  {learnersText.summary(
                    shown.toAdd + sameName.size,
                    shown.problems - sameName.size,
                  )}
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  {learnersText.readAs(shown.encoding, shown.headerSkipped)}
                </p>
              </div>
              <FailureNotice error={commit.error} />
              <ImportPreviewTable preview={shown} sameName={sameName} onSameName={chooseSameName} />
              <div className="flex flex-wrap items-center justify-end gap-3">
                {shown.toAdd + sameName.size === 0 ? (
                  <p className="font-medium text-danger">{learnersText.nothingToAdd}</p>
                ) : (
                  <Button size="lg" busy={commit.isPending} onClick={() => commit.mutate(shown)}>
                    <UserPlus aria-hidden="true" className="size-5" />
                    {learnersText.confirm(shown.toAdd + sameName.size)}
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
