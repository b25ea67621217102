import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { LearnerRow, ManyDeactivated } from '@zechus/shared';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { useInvalidateLearners } from './api.ts';
import { deactivateMany } from './school-year-api.ts';
import { schoolYearText as text } from './school-year-strings.ts';

/** The list's first column while choosing: a box per learner (44 px to tap). */
export function chooseColumn(
  chosen: ReadonlySet<number>,
  toggle: (id: number) => void,
): ColumnDef<LearnerRow> {
  return {
    id: 'choose',
    header: () => <span className="sr-only">{text.selectColumn}</span>,
    cell: ({ row }) => (
      <label className="-m-2 inline-flex size-11 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={chosen.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
        <span className="sr-only">{text.selectLabel(row.original.name)}</span>
      </label>
    ),
  };
}

/**
 * Above the list while choosing: how many are chosen, and "Deactivate" for all of them after one
 * question (one change, one re-division on the server).
 */
export function ChosenBar({
  chosen,
  onDeactivated,
}: {
  chosen: ReadonlySet<number>;
  onDeactivated: (result: ManyDeactivated) => void;
}) {
  const [asking, setAsking] = useState(false);
  const invalidate = useInvalidateLearners();
  const mutation = useMutation({
    mutationFn: () => deactivateMany([...chosen]),
    onSuccess: async (result) => {
      setAsking(false);
      await invalidate();
      onDeactivated(result);
    },
  });
  return (
    <div
      role="region"
      aria-label={text.select}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-stone bg-parchment/60 px-4 py-2"
    >
      <p aria-live="polite" className="font-medium">
        {text.chosen(chosen.size)}
      </p>
      <Button variant="danger-outline" disabled={chosen.size === 0} onClick={() => setAsking(true)}>
        <UserMinus aria-hidden="true" className="size-5" />
        {text.deactivateChosen}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={text.deactivateTitle(chosen.size)}
          confirmLabel={text.deactivateChosen}
          confirmIcon={UserMinus}
          danger
          busy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => {
            mutation.reset();
            setAsking(false);
          }}
        >
          <p>{text.deactivateText}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
