import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayPerek } from '@zechus/shared';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { changeDone, daysKey } from './api.ts';
import { howDone } from './format.ts';
import { PerekCard } from './PerekCard.tsx';
import { daysText } from './strings.ts';

/**
 * Asks before a perek is marked done by hand, or a done one is undone, naming the child and the
 * perek (and, for an undo, how it was done). The button is busy while it saves, and the server
 * changes it once however often it is pressed.
 */
export function ConfirmDoneDialog({
  day,
  perek,
  action,
  onClose,
  onDone,
}: {
  day: string;
  perek: DayPerek;
  action: 'done' | 'undo';
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => changeDone(day, perek.perekIndex, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: daysKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      onDone(
        action === 'done'
          ? daysText.markedDone(perek.perek, perek.learner.name)
          : daysText.undone(perek.perek, perek.learner.name),
      );
    },
  });
  const undo = action === 'undo';
  return (
    <ConfirmDialog
      title={undo ? daysText.undoTitle : daysText.markDoneTitle}
      confirmLabel={undo ? daysText.undoButton : daysText.markDoneButton}
      confirmIcon={undo ? RotateCcw : CheckCircle2}
      cancelLabel={undo ? daysText.keepButton : officeText.cancel}
      busy={change.isPending}
      error={change.error}
      onConfirm={() => change.mutate()}
      onClose={onClose}
    >
      <p className="font-medium">{undo ? daysText.undoQuestion : daysText.markDoneQuestion}</p>
      <PerekCard perek={perek} label={daysText.columns.learner} />
      {undo ? <p className="text-base">{daysText.undoWas(howDone(perek, day))}</p> : null}
      <p className="text-base text-ink-muted">{undo ? daysText.undoNote : daysText.markDoneNote}</p>
    </ConfirmDialog>
  );
}
