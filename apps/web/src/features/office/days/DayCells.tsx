import type { DayPerek, DayView } from '@zechus/shared';
import { CheckCircle2, Circle, Headphones } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';
import { ClassName } from '../shell/ClassName.tsx';
import { timeOnDay } from '../shell/london-time.ts';
import { StatusBadge } from '../learners/StatusBadge.tsx';
import { sourceLabel } from './format.ts';
import { rowButtonClass, type RowAction } from './row-action.ts';
import { RowActions } from './RowActions.tsx';
import { daysText } from './strings.ts';

/** The perek in the Hebrew face, its barcode under it. */
export function PerekCell({ perek }: { perek: DayPerek }) {
  return (
    <span className="block">
      <Hebrew className="inline-block text-xl font-bold whitespace-nowrap">{perek.perek}</Hebrew>
      <span className="block text-xs text-ink-muted">
        <span className="sr-only">{daysText.columns.barcode} </span>
        <code className="font-mono tracking-wide">{perek.barcode}</code>
      </span>
    </span>
  );
}

export function LearnerName({ perek }: { perek: DayPerek }) {
  return (
    <>
      <Hebrew className="text-xl font-bold">{perek.learner.name}</Hebrew>
      {perek.learner.active ? null : <StatusBadge active={false} className="ms-2" />}
    </>
  );
}

export function LearnerClass({ perek }: { perek: DayPerek }) {
  return <ClassName name={perek.learner.className} className="text-lg whitespace-nowrap" />;
}

/** Done (green, with its London time and source) or not yet — in words, not colour alone. */
export function DoneCell({ perek, day }: { perek: DayPerek; day: string }) {
  if (!perek.done || !perek.doneAt) {
    return (
      <span className="inline-flex items-center gap-2 font-medium text-ink-muted">
        <Circle aria-hidden="true" className="size-5" />
        {daysText.pending}
      </span>
    );
  }
  return (
    <span className="block min-w-36">
      <span className="inline-flex items-center gap-2 font-semibold text-done">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        <time dateTime={perek.doneAt}>{daysText.doneAt(timeOnDay(perek.doneAt, day))}</time>
      </span>
      <span className="block text-sm text-ink-muted">{sourceLabel(perek)}</span>
    </span>
  );
}

/** The recording button (its name says whose perek) and whether there is one. */
export function RecordingCell({
  perek,
  onAction,
  inline = false,
}: {
  perek: DayPerek;
  onAction: (action: RowAction, perek: DayPerek) => void;
  inline?: boolean;
}) {
  return (
    <span className={cn('flex', inline ? 'items-center gap-2' : 'flex-col items-start gap-1')}>
      <button
        type="button"
        aria-label={daysText.recordingLabel(perek.learner.name, perek.perek)}
        onClick={() => onAction('recording', perek)}
        className={rowButtonClass}
      >
        <Headphones aria-hidden="true" className="size-4" />
        {daysText.recordingButton}
      </button>
      <span
        className={cn('text-xs font-semibold', perek.recording ? 'text-done' : 'text-ink-muted')}
      >
        {perek.recording ? daysText.hasRecording : daysText.noRecording}
      </span>
    </span>
  );
}

/** A tablet in portrait or a phone: the whole perek in one cell, its buttons under it. */
export function CompactRow({
  view,
  perek,
  onAction,
}: {
  view: DayView;
  perek: DayPerek;
  onAction: (action: RowAction, perek: DayPerek) => void;
}) {
  return (
    <div className="grid gap-2 py-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <PerekCell perek={perek} />
        <DoneCell perek={perek} day={view.day} />
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <LearnerName perek={perek} />
        <span aria-hidden="true" className="text-ink-muted">
          ·
        </span>
        <LearnerClass perek={perek} />
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RecordingCell perek={perek} onAction={onAction} inline />
        <RowActions view={view} perek={perek} onAction={onAction} />
      </div>
    </div>
  );
}
