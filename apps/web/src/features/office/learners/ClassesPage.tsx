import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS } from '@zechus/shared';
import { ArrowUpNarrowWide, FileText, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ClassName } from '../shell/ClassName.tsx';
import { HebrewRuns } from '../shell/HebrewRuns.tsx';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { fetchClasses, learnersKeys } from './api.ts';
import { RenameClassDialog } from './RenameClassDialog.tsx';
import { schoolYearText as text } from './school-year-strings.ts';

export const CLASSES_PATH = `${OFFICE_PATHS.learners}/classes`;
export const MOVE_UP_PATH = `${CLASSES_PATH}/move-up`;
export const reportPath = (name: string) =>
  `${CLASSES_PATH}/report?class=${encodeURIComponent(name)}`;
export const moveUpOnePath = (name: string) => `${MOVE_UP_PATH}?class=${encodeURIComponent(name)}`;

/** /office/learners/classes: each class, to rename or move up (issue 27 §4). */
export function ClassesPage() {
  const location = useLocation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const classes = useQuery({
    queryKey: learnersKeys.classes,
    queryFn: ({ signal }) => fetchClasses(signal),
  });
  const rows = classes.data ?? [];

  return (
    <OfficePage
      title={text.classes}
      intro={text.classesIntro}
      back={{ to: OFFICE_PATHS.learners, label: text.backToLearners }}
      actions={
        rows.length > 0 ? (
          <ButtonLink to={MOVE_UP_PATH}>
            <ArrowUpNarrowWide aria-hidden="true" className="size-5" />
            {text.moveUpAll}
          </ButtonLink>
        ) : null
      }
    >
      {notice ? (
        <SuccessNotice>
          <HebrewRuns text={notice} />
        </SuccessNotice>
      ) : null}
      <QueryState
        isPending={classes.isPending}
        error={classes.isError ? classes.error : null}
        onRetry={() => void classes.refetch()}
      >
        <Panel>
          {rows.length === 0 ? (
            <p className="text-ink-muted">{text.noClasses}</p>
          ) : (
            <ul aria-label={text.classesCaption} className="divide-y divide-stone">
              {rows.map((row) => (
                <li
                  key={row.name}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
                >
                  <div className="min-w-0">
                    <ClassName name={row.name} className="text-xl font-semibold" />
                    <p className="text-sm text-ink-muted">
                      {text.learnersIn(row.active)} · {row.total.toLocaleString('en-GB')}{' '}
                      {text.columns.total.toLowerCase()}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={text.renameLabel(row.name)}
                      onClick={() => {
                        setNotice(null);
                        setRenaming(row.name);
                      }}
                    >
                      <PencilLine aria-hidden="true" className="size-4" />
                      {text.rename}
                    </Button>
                    <ButtonLink
                      size="sm"
                      variant="secondary"
                      to={moveUpOnePath(row.name)}
                      aria-label={text.moveUpOneLabel(row.name)}
                    >
                      <ArrowUpNarrowWide aria-hidden="true" className="size-4" />
                      {text.moveUpOne}
                    </ButtonLink>
                    <ButtonLink
                      size="sm"
                      variant="secondary"
                      to={reportPath(row.name)}
                      aria-label={text.reportLabel(row.name)}
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      {text.report}
                    </ButtonLink>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </QueryState>
      {renaming !== null ? (
        <RenameClassDialog
          from={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(change) => {
            setRenaming(null);
            const [first] = change.renamed;
            if (first) setNotice(text.renamed(first.from, first.to));
          }}
        />
      ) : null}
    </OfficePage>
  );
}
