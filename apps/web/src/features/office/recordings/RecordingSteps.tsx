import { Mic, Pencil, Trash2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { DialogSubject } from '../shell/DialogSubject.tsx';
import { longDay } from '../shell/london-time.ts';
import {
  Actions,
  DANGER_OUTLINE,
  DANGER_SOLID,
  StepHeading,
  type StepProps,
} from './StepParts.tsx';
import { recordingText as text } from './strings.ts';

/** Who reads which perek on which day: the dialog's subject, names in the Hebrew face. */
export function TargetSummary({
  learner,
  perek,
  day,
}: {
  learner: string;
  perek: string;
  day: string;
}) {
  return (
    <DialogSubject>
      <p className="text-2xl leading-snug font-bold">
        <Hebrew>{learner}</Hebrew>
      </p>
      <p className="mt-1 text-lg">
        <span className="sr-only">{text.perek}: </span>
        <Hebrew>{perek}</Hebrew>
      </p>
      <p className="text-ink-muted">{longDay(day)}</p>
    </DialogSubject>
  );
}

/** The perek's recording now: play it, replace or remove it; or, without one, make one. */
export function CurrentStep({
  headingRef,
  learner,
  recording,
  onRecord,
  onUpload,
  onReplace,
  onRemove,
}: StepProps & {
  learner: string;
  recording: string | null;
  onRecord: () => void;
  onUpload: () => void;
  onReplace: () => void;
  onRemove: () => void;
}) {
  if (!recording) {
    return (
      <section>
        <StepHeading headingRef={headingRef}>{text.noneHeading}</StepHeading>
        <p className="mt-1 text-ink-muted">{text.noneHint}</p>
        <Actions>
          <Button onClick={onRecord}>
            <Mic aria-hidden="true" className="size-4" />
            {text.record}
          </Button>
          <Button variant="secondary" onClick={onUpload}>
            <Upload aria-hidden="true" className="size-4" />
            {text.upload}
          </Button>
        </Actions>
      </section>
    );
  }
  return (
    <section>
      <StepHeading headingRef={headingRef}>{text.savedHeading}</StepHeading>
      <p className="mt-1 text-ink-muted">{text.savedHint}</p>
      <audio
        controls
        preload="metadata"
        src={recording}
        aria-label={text.savedPlayer(learner)}
        className="mt-4 w-full"
      />
      <Actions>
        <Button variant="secondary" onClick={onReplace}>
          <Pencil aria-hidden="true" className="size-4" />
          {text.replace}
        </Button>
        <Button variant="secondary" onClick={onRemove} className={DANGER_OUTLINE}>
          <Trash2 aria-hidden="true" className="size-4" />
          {text.remove}
        </Button>
      </Actions>
    </section>
  );
}

/** Replacing: record a new one or upload one (the saved one stays until the new is saved). */
export function ChooseStep({
  headingRef,
  onRecord,
  onUpload,
  onBack,
}: StepProps & { onRecord: () => void; onUpload: () => void; onBack: () => void }) {
  return (
    <section>
      <StepHeading headingRef={headingRef}>{text.replaceHeading}</StepHeading>
      <p className="mt-1 text-ink-muted">{text.replaceHint}</p>
      <Actions>
        <Button onClick={onRecord}>
          <Mic aria-hidden="true" className="size-4" />
          {text.record}
        </Button>
        <Button variant="secondary" onClick={onUpload}>
          <Upload aria-hidden="true" className="size-4" />
          {text.upload}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {text.back}
        </Button>
      </Actions>
    </section>
  );
}

/** "Are you sure?" before something that cannot be undone (removing, or closing unsaved). */
export function ConfirmStep({
  headingRef,
  heading,
  hint,
  confirm,
  keep,
  busy = false,
  onConfirm,
  onKeep,
}: StepProps & {
  heading: string;
  hint: ReactNode;
  confirm: string;
  keep: string;
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <section>
      <StepHeading headingRef={headingRef}>{heading}</StepHeading>
      <p className="mt-1 text-ink-muted">{hint}</p>
      <Actions>
        <Button onClick={onConfirm} busy={busy} className={DANGER_SOLID}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onKeep} inactive={busy}>
          {keep}
        </Button>
      </Actions>
    </section>
  );
}
