import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayLearner, DayPerek } from '@zechus/shared';
import { UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { daysKey, reassignPerek } from './api.ts';
import { LearnerPicker } from './LearnerPicker.tsx';
import { PerekCard } from './PerekCard.tsx';
import { daysText } from './strings.ts';

/** Gives one open perek to another active learner, chosen by name or among the classmates. */
export function ReassignPerekDialog({
  day,
  perek,
  onClose,
  onDone,
}: {
  day: string;
  perek: DayPerek;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<DayLearner | null>(null);
  const [missing, setMissing] = useState(false);
  const give = useMutation({
    mutationFn: (learner: DayLearner) => reassignPerek(day, perek, learner.id),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: daysKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      onDone(daysText.reassignedOne(perek.perek, reply.moved[0]?.toName ?? ''));
    },
  });
  return (
    <OfficeDialog title={daysText.reassignOneTitle} onClose={onClose} wide>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) setMissing(true);
          else if (!give.isPending) give.mutate(chosen);
        }}
      >
        <PerekCard perek={perek} label={daysText.nowWith} />
        <FailureNotice error={give.error} />
        <h3 className="mb-2 text-lg font-semibold">{daysText.giveTo}</h3>
        <LearnerPicker
          day={day}
          className={perek.learner.className}
          exclude={perek.learner.id}
          chosen={chosen}
          onChoose={(learner) => {
            setChosen(learner);
            setMissing(false);
          }}
          error={missing ? daysText.chooseLearner : null}
        />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {officeText.cancel}
          </Button>
          <Button type="submit" size="lg" busy={give.isPending}>
            <UserRoundPen aria-hidden="true" className="size-5" />
            {chosen ? (
              <span>
                {daysText.giveTo} <Hebrew>{chosen.name}</Hebrew>
              </span>
            ) : (
              daysText.giveButton
            )}
          </Button>
        </div>
      </form>
    </OfficeDialog>
  );
}
