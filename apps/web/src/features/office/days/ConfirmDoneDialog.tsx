import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayPerek } from '@zechus/shared';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
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
    <OfficeDialog title={undo ? daysText.undoTitle : daysText.markDoneTitle} onClose={onClose}>
      <p className="mb-3 text-lg font-medium">
        {undo ? daysText.undoQuestion : daysText.markDoneQuestion}
      </p>
      <PerekCard perek={perek} label={daysText.columns.learner} />
      {undo ? <p className="mb-2">{daysText.undoWas(howDone(perek, day))}</p> : null}
      <p className="mb-4 text-ink-muted">{undo ? daysText.undoNote : daysText.markDoneNote}</p>
      {change.isError ? (
        <ErrorNotice>{officeErrorMessage(change.error, officeText.genericError)}</ErrorNotice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {undo ? daysText.keepButton : officeText.cancel}
        </Button>
        <Button size="lg" busy={change.isPending} onClick={() => change.mutate()}>
          {undo ? (
            <RotateCcw aria-hidden="true" className="size-5" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-5" />
          )}
          {undo ? daysText.undoButton : daysText.markDoneButton}
        </Button>
      </div>
    </OfficeDialog>
  );
}
