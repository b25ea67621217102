import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_PATHS, type LearnerDetail } from '@zechus/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { learnersKeys, removeLearner, useInvalidateLearners } from './api.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { Panel } from '../shell/Panel.tsx';
import { learnersText } from './strings.ts';

/**
 * A learner added by mistake is removed; anyone who has been given perakim is kept with their
 * history (the server refuses too), so the card says to deactivate them instead.
 */
export function RemoveCard({ learner }: { learner: LearnerDetail }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const invalidate = useInvalidateLearners();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => removeLearner(learner.id),
    onSuccess: () => {
      void navigate(OFFICE_PATHS.learners, {
        state: { notice: learnersText.removed(learner.name) },
      });
      // This learner is gone: their page is not read again (it would only say so).
      client.removeQueries({ queryKey: learnersKeys.detail(learner.id), exact: true });
      void invalidate();
    },
  });
  const removable = learner.perakimGiven === 0;

  return (
    <Panel title={learnersText.remove}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-ink-muted">
          {removable ? learnersText.removeHelp : learnersText.removeKept}
        </p>
        {removable ? (
          <Button variant="danger-outline" onClick={() => setAsking(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            {learnersText.remove}
          </Button>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={learnersText.removeTitle(learner.name)}
          confirmLabel={learnersText.remove}
          confirmIcon={Trash2}
          danger
          busy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => {
            mutation.reset();
            setAsking(false);
          }}
        >
          <p>
            <Hebrew className="text-xl">{learner.name}</Hebrew> {learnersText.removeText}
          </p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
