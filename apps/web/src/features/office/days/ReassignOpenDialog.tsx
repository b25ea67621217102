import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { spreadEvenly, type DayLearner, type DayPerek } from '@zechus/shared';
import { UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogSubject } from '../shell/DialogSubject.tsx';
import { FailureNotice, QueryState } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { daysKey, fetchDay, reassignOpen } from './api.ts';
import { LearnerPicker, useDayLearners } from './LearnerPicker.tsx';
import { SharePlan } from './SharePlan.tsx';
import { ShareAmong } from './ShareAmong.tsx';
import { daysText } from './strings.ts';

type Mode = 'many' | 'one';
const collator = new Intl.Collator(['he', 'en'], { sensitivity: 'base', numeric: true });

/**
 * An absent child's open perakim of the day, given to others in one go: all to one child, or
 * shared evenly among several (by default the rest of their class; untick who is absent too).
 * The dialog shows which perek goes to whom before anything is changed — the same sharing the
 * server then applies (spreadEvenly). Done perakim stay with the child.
 */
export function ReassignOpenDialog({
  day,
  learner,
  onClose,
  onDone,
}: {
  day: string;
  learner: DayPerek['learner'];
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const theirs = useQuery({
    queryKey: [...daysKey, day, 'of-learner', learner.id],
    queryFn: ({ signal }) => fetchDay(day, `learner=${learner.id}&pageSize=200&sort=perek`, signal),
  });
  const classmates = useDayLearners(day, '', learner.className, learner.id);
  const [mode, setMode] = useState<Mode>('many');
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [one, setOne] = useState<DayLearner | null>(null);

  const rows = theirs.data?.page.rows ?? [];
  const open = rows.filter((row) => !row.done);
  // Those with fewer perakim that day come first, so they take the extra ones.
  const targets = useMemo(() => {
    if (mode === 'one') return one ? [one] : [];
    return (classmates.data ?? [])
      .filter((mate) => !unticked.has(mate.id))
      .sort((a, b) => a.perakim - b.perakim || collator.compare(a.name, b.name));
  }, [mode, one, classmates.data, unticked]);
  const plan = spreadEvenly(open, targets);

  const give = useMutation({
    mutationFn: () =>
      reassignOpen(
        day,
        learner.id,
        targets.map((target) => target.id),
      ),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: daysKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      const names = [...new Set(reply.moved.map((m) => m.toName))];
      onDone(daysText.reassignedAll(learner.name, reply.moved.length, names));
    },
  });

  return (
    <OfficeDialog title={daysText.reassignAllTitle} onClose={onClose} wide>
      <QueryState
        isPending={theirs.isPending}
        error={theirs.error}
        onRetry={() => void theirs.refetch()}
      >
        <DialogSubject>
          <p className="text-ink-muted">
            {daysText.absentChild}:{' '}
            <Hebrew className="text-2xl font-bold text-ink">{learner.name}</Hebrew>
          </p>
          {open.length > 0 ? (
            <>
              <p className="mt-2">{daysText.theirOpen(open.length)}:</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {open.map((row) => (
                  <li
                    key={row.perekIndex}
                    className="rounded-full border border-stone bg-white px-3 py-0.5 text-lg"
                  >
                    <Hebrew>{row.perek}</Hebrew>
                  </li>
                ))}
              </ul>
              {rows.length > open.length ? (
                <p className="mt-2 text-sm text-ink-muted">
                  {daysText.doneStay(rows.length - open.length)}
                </p>
              ) : null}
            </>
          ) : null}
        </DialogSubject>
        {open.length === 0 ? (
          <>
            <p className="mb-4 text-lg">{daysText.noneOpen(learner.name)}</p>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={onClose}>
                {officeText.close}
              </Button>
            </div>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (targets.length > 0 && !give.isPending) give.mutate();
            }}
          >
            <fieldset className="mb-4">
              <legend className="mb-2 text-lg font-semibold">{daysText.howToShare}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {(['many', 'one'] as const).map((value) => (
                  <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      name="share-mode"
                      checked={mode === value}
                      onChange={() => setMode(value)}
                      className="size-5 accent-primary"
                    />
                    {value === 'many' ? daysText.shareMany : daysText.shareOne}
                  </label>
                ))}
              </div>
            </fieldset>
            {mode === 'many' ? (
              <ShareAmong
                learners={classmates.data ?? []}
                loading={classmates.isPending}
                className={learner.className}
                unticked={unticked}
                onChange={setUnticked}
              />
            ) : (
              <LearnerPicker
                day={day}
                className={learner.className}
                exclude={learner.id}
                chosen={one}
                onChoose={setOne}
              />
            )}
            <SharePlan plan={plan} children={targets.length} />
            <FailureNotice error={give.error} />
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                {officeText.cancel}
              </Button>
              <Button type="submit" size="lg" busy={give.isPending} inactive={targets.length === 0}>
                <UsersRound aria-hidden="true" className="size-5" />
                {daysText.giveAllButton(open.length, Math.min(targets.length, open.length))}
              </Button>
            </div>
          </form>
        )}
      </QueryState>
    </OfficeDialog>
  );
}
