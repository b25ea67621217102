import { Mic, Square, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Callout } from '../shell/Callout.tsx';
import { LevelMeter } from './LevelMeter.tsx';
import { formatDuration, formatSize } from './recorder-support.ts';
import { Actions, StepHeading, type StepProps, type Take } from './StepParts.tsx';
import { recordingText as text } from './strings.ts';

/** Recording: the time, the voice's level, Stop; or the wait for the microphone. */
export function RecordingStep({
  headingRef,
  starting,
  elapsedMs,
  maxMs,
  readLevel,
  onStop,
  onCancel,
}: StepProps & {
  starting: boolean;
  elapsedMs: number;
  maxMs: number;
  readLevel: () => number;
  onStop: () => void;
  onCancel: () => void;
}) {
  return (
    <section>
      <StepHeading headingRef={headingRef}>
        {starting ? text.startingHeading : text.recordingHeading}
      </StepHeading>
      <p className="mt-1 text-ink-muted">
        {starting ? text.startingHint : text.recordingHint(formatDuration(maxMs))}
      </p>
      <div className="mt-4 flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`size-4 shrink-0 rounded-full ${starting ? 'bg-stone' : 'animate-pulse bg-danger motion-reduce:animate-none'}`}
        />
        <p
          role="timer"
          aria-label={text.elapsed}
          className="text-4xl font-semibold text-ink tabular-nums"
        >
          {formatDuration(elapsedMs)}
        </p>
      </div>
      <div className="mt-4">
        <LevelMeter readLevel={readLevel} />
      </div>
      <Actions>
        {/* Stop has the focus from the start: Enter or Space ends the recording. */}
        <Button autoFocus size="lg" onClick={onStop} inactive={starting}>
          <Square aria-hidden="true" className="size-4 fill-current" />
          {text.stop}
        </Button>
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {text.cancel}
        </Button>
      </Actions>
    </section>
  );
}

/** Listen before saving; save, try again or give up. */
export function PreviewStep({
  headingRef,
  take,
  saving,
  onSave,
  onAgain,
  onCancel,
}: StepProps & {
  take: Take;
  saving: boolean;
  onSave: () => void;
  onAgain: () => void;
  onCancel: () => void;
}) {
  // Per take: a new take gets a fresh player (the dialog keys this step by its address).
  const [unplayable, setUnplayable] = useState(false);
  return (
    <section>
      <StepHeading headingRef={headingRef}>{text.previewHeading}</StepHeading>
      <p className="mt-1 text-ink-muted">
        {take.source === 'recorded'
          ? text.previewRecorded(formatDuration(take.durationMs ?? 0), formatSize(take.blob.size))
          : text.previewFile(take.fileName, formatSize(take.blob.size))}
      </p>
      <audio
        controls
        preload="metadata"
        src={take.url}
        aria-label={text.previewPlayer}
        onError={() => setUnplayable(true)}
        className="mt-4 w-full"
      />
      {unplayable ? <Callout className="mt-3">{text.cannotPreview}</Callout> : null}
      <Actions>
        <Button onClick={onSave} busy={saving}>
          {text.save}
        </Button>
        <Button variant="secondary" onClick={onAgain} inactive={saving}>
          {take.source === 'recorded' ? (
            <Mic aria-hidden="true" className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {take.source === 'recorded' ? text.recordAgain : text.chooseAnother}
        </Button>
        <Button variant="secondary" onClick={onCancel} inactive={saving}>
          {text.cancel}
        </Button>
      </Actions>
    </section>
  );
}
