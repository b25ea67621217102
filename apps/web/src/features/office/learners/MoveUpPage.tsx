import { useMutation, useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '@zechus/shared';
import { ArrowUpNarrowWide } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Input, Select } from '../../../components/ui/FormField.tsx';
import { ClassName } from '../shell/ClassName.tsx';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { FailureNotice, QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { fetchClasses, learnersKeys, useInvalidateLearners } from './api.ts';
import { CLASSES_PATH } from './ClassesPage.tsx';
import { firstPlan, planRequest, type ClassPlan, type MoveUpChoice } from './move-up-plan.ts';
import { moveClassesUp } from './school-year-api.ts';
import { schoolYearText as text } from './school-year-strings.ts';

/** /office/learners/classes/move-up[?class=…]: the year's end, previewed, then done at once. */
export function MoveUpPage() {
  const classes = useQuery({
    queryKey: learnersKeys.classes,
    queryFn: ({ signal }) => fetchClasses(signal),
  });
  return (
    <OfficePage
      title={text.moveUpTitle}
      intro={text.moveUpIntro}
      back={{ to: CLASSES_PATH, label: text.backToClasses }}
    >
      <QueryState
        isPending={classes.isPending}
        error={classes.isError ? classes.error : null}
        onRetry={() => void classes.refetch()}
      >
        {classes.data ? <MoveUpForm classes={classes.data} /> : null}
      </QueryState>
    </OfficePage>
  );
}

function MoveUpForm({ classes }: { classes: ClassSummary[] }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateLearners();
  const [plan, setPlan] = useState<ClassPlan[]>(() => firstPlan(classes, search.getAll('class')));
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => moveClassesUp(planRequest(plan)),
    onSuccess: async (change) => {
      await invalidate();
      void navigate(CLASSES_PATH, { state: { notice: text.movedUp(change) } });
    },
  });
  const change = (name: string, values: Partial<ClassPlan>) =>
    setPlan((rows) => rows.map((row) => (row.name === name ? { ...row, ...values } : row)));
  const request = planRequest(plan);
  const review = () => {
    if (request.moves.length + request.leaving.length === 0) return setProblem(text.nothingChosen);
    if (request.moves.some((move) => move.to === '')) return setProblem(text.needsName);
    setProblem(null);
    setAsking(true);
  };

  return (
    <>
      <Panel>
        <ul aria-label={text.previewCaption} className="divide-y divide-stone">
          {plan.map((row, i) => (
            <li
              key={row.name}
              className="grid gap-3 py-4 sm:grid-cols-[1fr_12rem_1fr] sm:items-end"
            >
              <div>
                <ClassName name={row.name} className="text-xl font-semibold" />
                <p className="text-sm text-ink-muted">{text.learnersIn(row.active)}</p>
              </div>
              <div>
                <label htmlFor={`choice-${i}`} className="sr-only">
                  {text.choiceLabel(row.name)}
                </label>
                <Select
                  id={`choice-${i}`}
                  invalid={false}
                  value={row.choice}
                  onChange={(event) =>
                    change(row.name, { choice: event.target.value as MoveUpChoice })
                  }
                >
                  {(['up', 'leaves', 'stays'] as const).map((choice) => (
                    <option key={choice} value={choice}>
                      {text.choices[choice]}
                    </option>
                  ))}
                </Select>
              </div>
              {row.choice === 'up' ? (
                <div>
                  <label htmlFor={`to-${i}`} className="mb-1 block text-sm font-medium">
                    {text.becomes}
                    <span className="sr-only"> ({text.becomesLabel(row.name)})</span>
                  </label>
                  <Input
                    id={`to-${i}`}
                    invalid={problem === text.needsName && row.to.trim() === ''}
                    dir="auto"
                    autoComplete="off"
                    value={row.to}
                    onChange={(event) => change(row.name, { to: event.target.value })}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Panel>
      {problem ? <FailureNotice error={new Error(problem)} fallback={problem} /> : null}
      <div className="mt-6 flex justify-end">
        <Button onClick={review}>
          <ArrowUpNarrowWide aria-hidden="true" className="size-5" />
          {text.confirm}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={text.confirmTitle}
          confirmLabel={text.confirm}
          confirmIcon={ArrowUpNarrowWide}
          busy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => {
            mutation.reset();
            setAsking(false);
          }}
        >
          {request.moves.length > 0 ? (
            <>
              <p>{text.confirmMoves(request.moves.length)}</p>
              <ul className="mt-2 mb-4 space-y-1">
                {request.moves.map((move) => (
                  <li key={move.from}>
                    <ClassName name={move.from} /> → <ClassName name={move.to} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {request.leaving.length > 0 ? (
            <>
              <p>
                {text.leaving}{' '}
                {request.leaving.map((name) => (
                  <span key={name} className="me-2">
                    <ClassName name={name} />
                  </span>
                ))}
              </p>
              <p>{text.leavingText(request.leaving.length)}</p>
            </>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
