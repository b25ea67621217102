import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useLayoutEffect, type ChangeEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { SuccessNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { DAYS_QUERY_KEY, removeRecording, saveRecording } from './api.ts';
import { fileProblem, recordingFileName, spokenDuration } from './recorder-support.ts';
import { ChooseStep, ConfirmStep, CurrentStep, TargetSummary } from './RecordingSteps.tsx';
import type { Take } from './StepParts.tsx';
import { PreviewStep, RecordingStep } from './TakeSteps.tsx';
import { recordingText as text } from './strings.ts';
import { useRecorder, type RecordedTake } from './useRecorder.ts';

/** One child's perek on one day, whose recording the dialog shows, records, replaces or removes. */
export interface RecordingTarget {
  day: string;
  perekIndex: number;
  /** Hebrew, e.g. "ברכות פרק א". */
  perek: string;
  learnerName: string;
  /** The current recording's address, or null. */
  recording: string | null;
}

/** A recording stops by itself after 15 minutes (a perek read aloud takes a few). */
const MAX_RECORDING_MS = 15 * 60 * 1000;
/** How often the running time is read out to a screen reader. */
const ANNOUNCE_EVERY_MS = 30_000;

type Step = 'current' | 'choose' | 'recording' | 'preview' | 'remove' | 'discard';

/** The accepted files: any audio, and the extensions some systems file under video. */
const ACCEPT = 'audio/*,.mp3,.m4a,.ogg,.opus,.webm';

/**
 * The recording of a learner's perek (issue 9 §5). Opened from the day view's "Recording"
 * button. Record in the browser or upload a file, always listening before saving; replace or
 * remove a saved one. After a save or a removal it invalidates the ['office', 'days'] queries
 * so the day view shows the change. Closing it releases the microphone.
 */
export function RecordingDialog({
  target,
  onClose,
}: {
  target: RecordingTarget;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(target.recording);
  const [step, setStep] = useState<Step>('current');
  const [take, setTake] = useState<Take | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closing = useRef(false);

  // A new step's heading takes the focus (the recording step focuses Stop itself), so keyboard
  // and screen-reader users land on what just opened, never on a button that went away.
  const [focusRequest, setFocusRequest] = useState(0);
  const show = useCallback((next: Step) => {
    setStep(next);
    setFocusRequest((n) => n + 1);
  }, []);
  useLayoutEffect(() => {
    if (focusRequest > 0 && step !== 'recording') heading.current?.focus();
  }, [focusRequest, step]);

  // Each take's address is given back to the browser once the take is replaced or closed.
  useEffect(() => (take ? () => URL.revokeObjectURL(take.url) : undefined), [take]);

  const onTake = useCallback(
    ({ blob, durationMs }: RecordedTake) => {
      setTake({
        blob,
        url: URL.createObjectURL(blob),
        fileName: recordingFileName(blob.type),
        source: 'recorded',
        durationMs,
      });
      setAnnouncement(text.announceStopped(spokenDuration(durationMs)));
      // Stopped because the teacher asked to close: the question stays on screen.
      if (!closing.current) show('preview');
    },
    [show],
  );
  const recorder = useRecorder({ maxMs: MAX_RECORDING_MS, onTake });

  const changed = useCallback(
    (recording: string | null, message: string) => {
      setCurrent(recording);
      setTake(null);
      setNotice(message);
      show('current');
    },
    [show],
  );
  // The day view is told in the request itself, so it follows even if the dialog was closed
  // while the save was on its way.
  const refreshDays = <T,>(reply: T): T => {
    void queryClient.invalidateQueries({ queryKey: DAYS_QUERY_KEY });
    return reply;
  };

  const save = useMutation({
    mutationFn: (what: Take) => saveRecording(target, what.blob, what.fileName).then(refreshDays),
    onSuccess: (reply) => changed(reply.recording, text.saved),
    onError: (failure) => setError(officeErrorMessage(failure, text.saveFailed)),
  });
  const remove = useMutation({
    mutationFn: () => removeRecording(target).then(refreshDays),
    onSuccess: () => changed(null, text.removed),
    onError: (failure) => setError(officeErrorMessage(failure, text.removeFailed)),
  });

  const begin = (next: Step) => {
    setError(null);
    setNotice(null);
    recorder.clearError();
    show(next);
  };

  const record = async () => {
    const back = step === 'preview' ? 'current' : step;
    setTake(null);
    begin('recording');
    setAnnouncement(text.announceStarted);
    if (!(await recorder.start())) show(back);
  };

  const chooseFile = () => fileInput.current?.click();

  const fileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setNotice(null);
      setError(problem);
      return;
    }
    setTake({ blob: file, url: URL.createObjectURL(file), fileName: file.name, source: 'file' });
    begin('preview');
  };

  const cancelTake = () => {
    recorder.cancel();
    setTake(null);
    begin('current');
  };

  // Closing with a recording running or not yet saved asks first: nothing is lost by a slip.
  // (A take being saved is not lost: the save goes on and the day view follows.)
  const requestClose = () => {
    const unsaved = (take !== null && !save.isPending) || recorder.status === 'recording';
    if (!unsaved || step === 'discard') {
      onClose(); // unmounting releases the microphone
      return;
    }
    closing.current = true;
    if (recorder.status === 'recording') recorder.stop();
    begin('discard');
  };

  const keepWorking = () => {
    closing.current = false;
    begin(take ? 'preview' : 'current');
  };

  // The running time, read out politely at the start and every half minute (not every second).
  const spokenMark = Math.floor(recorder.elapsedMs / ANNOUNCE_EVERY_MS);
  const liveText =
    recorder.status === 'recording' && spokenMark > 0
      ? text.announceProgress(spokenDuration(spokenMark * ANNOUNCE_EVERY_MS))
      : announcement;

  const problem = error ?? recorder.error;
  return (
    <OfficeDialog title={text.title(target.learnerName)} onClose={requestClose}>
      <TargetSummary learner={target.learnerName} perek={target.perek} day={target.day} />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {liveText}
      </p>
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      {problem ? <ErrorNotice>{problem}</ErrorNotice> : null}

      {step === 'current' ? (
        <CurrentStep
          headingRef={heading}
          learner={target.learnerName}
          recording={current}
          onRecord={() => void record()}
          onUpload={chooseFile}
          onReplace={() => begin('choose')}
          onRemove={() => begin('remove')}
        />
      ) : null}
      {step === 'choose' ? (
        <ChooseStep
          headingRef={heading}
          onRecord={() => void record()}
          onUpload={chooseFile}
          onBack={() => begin('current')}
        />
      ) : null}
      {step === 'recording' ? (
        <RecordingStep
          headingRef={heading}
          starting={recorder.status !== 'recording'}
          elapsedMs={recorder.elapsedMs}
          maxMs={MAX_RECORDING_MS}
          readLevel={recorder.readLevel}
          onStop={recorder.stop}
          onCancel={cancelTake}
        />
      ) : null}
      {step === 'preview' && take ? (
        <PreviewStep
          key={take.url}
          headingRef={heading}
          take={take}
          saving={save.isPending}
          onSave={() => {
            setError(null);
            save.mutate(take);
          }}
          onAgain={take.source === 'recorded' ? () => void record() : chooseFile}
          onCancel={cancelTake}
        />
      ) : null}
      {step === 'remove' ? (
        <ConfirmStep
          headingRef={heading}
          heading={text.removeHeading}
          hint={
            <>
              {text.removeHint[0]} <Hebrew>{target.learnerName}</Hebrew> {text.removeHint[1]}
            </>
          }
          confirm={text.confirmRemove}
          keep={text.keep}
          busy={remove.isPending}
          onConfirm={() => {
            setError(null);
            remove.mutate();
          }}
          onKeep={() => begin('current')}
        />
      ) : null}
      {step === 'discard' ? (
        <ConfirmStep
          headingRef={heading}
          heading={text.discardHeading}
          hint={text.discardHint}
          confirm={text.discard}
          keep={text.keepWorking}
          onConfirm={onClose}
          onKeep={keepWorking}
        />
      ) : null}

      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={fileChosen}
        data-testid="recording-file"
      />
    </OfficeDialog>
  );
}
