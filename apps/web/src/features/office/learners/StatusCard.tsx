import { useMutation } from '@tanstack/react-query';
import type { LearnerDetail } from '@zechus/shared';
import { CirclePause, CirclePlay } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { setLearnerActive, useInvalidateLearners } from './api.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { Panel } from '../shell/Panel.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { learnersText } from './strings.ts';

/**
 * Deactivate a child who left (or reactivate one who came back), after a question that says
 * exactly what happens: no perakim from tomorrow, today's stay with them.
 */
export function StatusCard({
  learner,
  onChanged,
}: {
  learner: LearnerDetail;
  onChanged: (message: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const invalidate = useInvalidateLearners();
  const mutation = useMutation({
    mutationFn: () => setLearnerActive(learner.id, !learner.active),
    onSuccess: async (change) => {
      await invalidate();
      setAsking(false);
      const said = change.learner.active
        ? learnersText.reactivated(change.learner.name, learnersText.startsOn(change.firstDay))
        : learnersText.deactivated(change.learner.name);
      onChanged([said, learnersText.division(change.division)].filter(Boolean).join(' '));
    },
  });
  const name = <Hebrew className="text-xl">{learner.name}</Hebrew>;
  const todayOpen = learnersText.deactivateToday(learner.today.open);

  return (
    <Panel title={learnersText.status}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge active={learner.active} />
          <span className="text-ink-muted">
            {learner.active ? learnersText.isActive : learnersText.isInactive}
          </span>
        </p>
        <Button
          variant={learner.active ? 'danger-outline' : 'secondary'}
          onClick={() => setAsking(true)}
        >
          {learner.active ? (
            <CirclePause aria-hidden="true" className="size-5" />
          ) : (
            <CirclePlay aria-hidden="true" className="size-5" />
          )}
          {learner.active ? learnersText.deactivate : learnersText.reactivate}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={
            learner.active
              ? learnersText.deactivateTitle(learner.name)
              : learnersText.reactivateTitle(learner.name)
          }
          confirmLabel={learner.active ? learnersText.deactivate : learnersText.reactivate}
          confirmIcon={learner.active ? CirclePause : CirclePlay}
          danger={learner.active}
          busy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => {
            mutation.reset();
            setAsking(false);
          }}
        >
          {learner.active ? (
            <>
              <p>
                {name} {learnersText.deactivateText}
              </p>
              {todayOpen ? <p className="text-base text-ink-muted">{todayOpen}</p> : null}
              <p className="text-base text-ink-muted">{learnersText.deactivateKeep}</p>
            </>
          ) : (
            <p>
              {name} {learnersText.reactivateText}
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
