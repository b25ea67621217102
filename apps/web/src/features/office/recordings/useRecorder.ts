import { useCallback, useEffect, useRef, useState } from 'react';
import { microphoneErrorMessage, pickRecorderMimeType } from './recorder-support.ts';
import { recordingText } from './strings.ts';

/** What a finished recording gives: the sound and how long it ran. */
export interface RecordedTake {
  blob: Blob;
  durationMs: number;
}

export type RecorderStatus = 'idle' | 'starting' | 'recording';

/** One press of Record: everything it holds on to, released together. */
interface Session {
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  audio: AudioContext | null;
  analyser: AnalyserNode | null;
  samples: Float32Array<ArrayBuffer> | null;
  timer: number | undefined;
  startedAt: number;
  /** Cancelled, replaced or its dialog closed: it delivers no take and changes no state. */
  discarded: boolean;
}

const newSession = (): Session => ({
  stream: null,
  recorder: null,
  audio: null,
  analyser: null,
  samples: null,
  timer: undefined,
  startedAt: 0,
  discarded: false,
});

/** Lets go of a session's microphone (the browser's "in use" light goes out), meter and timer. */
function release(session: Session): void {
  window.clearInterval(session.timer);
  session.stream?.getTracks().forEach((track) => track.stop());
  void session.audio?.close().catch(() => undefined);
  session.stream = null;
  session.audio = null;
  session.analyser = null;
  session.samples = null;
}

/** Ends a session without a take. */
function discard(session: Session): void {
  session.discarded = true;
  if (session.recorder && session.recorder.state !== 'inactive') session.recorder.stop();
  release(session);
}

/**
 * The level meter's audio context, made while the button press still counts as the user's
 * gesture (Safari on an iPad keeps a context made later suspended, and the meter would not move).
 */
function openMeterContext(session: Session): void {
  try {
    session.audio = new AudioContext();
  } catch {
    session.audio = null; // no meter; the recording itself goes on
  }
}

/** An analyser on the stream for the level meter (nothing is played out loud). */
function attachMeter(session: Session, stream: MediaStream): void {
  const audio = session.audio;
  if (!audio) return;
  try {
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    session.analyser = analyser;
    session.samples = new Float32Array(analyser.fftSize);
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    // No meter; the recording itself goes on.
  }
}

/**
 * Records from the microphone (getUserMedia + MediaRecorder), with the time recorded and the
 * voice's level for a meter. The microphone is released as soon as recording stops, is
 * cancelled, or the component using it goes away (the dialog closes).
 */
export function useRecorder({
  maxMs,
  onTake,
}: {
  /** A recording stops by itself after this long (a forgotten one must not run all day). */
  maxMs: number;
  onTake: (take: RecordedTake) => void;
}) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Session>(newSession());
  const onTakeRef = useRef(onTake);
  useEffect(() => {
    onTakeRef.current = onTake;
  }, [onTake]);

  /** Starts recording; answers false (with `error` set) when it could not. */
  const start = useCallback(async (): Promise<boolean> => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(recordingText.cannotRecordHere);
      return false;
    }
    if (typeof MediaRecorder === 'undefined') {
      setError(recordingText.recorderUnsupported);
      return false;
    }
    const mimeType = pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
    discard(current.current); // a session still open (a double press) goes first
    const mine = newSession();
    current.current = mine;
    openMeterContext(mine);
    setStatus('starting');
    setElapsedMs(0);

    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (failure) {
      release(mine);
      if (mine.discarded) return false;
      setStatus('idle');
      setError(microphoneErrorMessage(failure));
      return false;
    }
    mine.stream = stream;
    // Cancelled or closed while the browser was asking: give the microphone straight back.
    if (mine.discarded) {
      release(mine);
      return false;
    }

    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      release(mine);
      setStatus('idle');
      setError(recordingText.recorderUnsupported);
      return false;
    }
    mine.recorder = recorder;
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('error', () => {
      const wasDiscarded = mine.discarded;
      discard(mine);
      if (wasDiscarded) return;
      setStatus('idle');
      setError(recordingText.recorderFailed);
    });
    recorder.addEventListener('stop', () => {
      const durationMs = Date.now() - mine.startedAt;
      release(mine);
      if (mine.discarded) return;
      setStatus('idle');
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (blob.size === 0) setError(recordingText.emptyRecording);
      else onTakeRef.current({ blob, durationMs });
    });

    attachMeter(mine, stream);
    try {
      // A slice every second, so a long take is not held in one piece until the end.
      recorder.start(1000);
    } catch {
      discard(mine);
      setStatus('idle');
      setError(recordingText.recorderUnsupported);
      return false;
    }
    mine.startedAt = Date.now();
    mine.timer = window.setInterval(() => {
      const elapsed = Date.now() - mine.startedAt;
      setElapsedMs(elapsed);
      if (elapsed >= maxMs && recorder.state === 'recording') recorder.stop();
    }, 250);
    setStatus('recording');
    return true;
  }, [maxMs]);

  /** Ends the recording; the take arrives through onTake. */
  const stop = useCallback(() => {
    const session = current.current;
    if (session.recorder && session.recorder.state !== 'inactive') session.recorder.stop();
  }, []);

  /** Ends the recording (or the wait for the microphone) and throws the take away. */
  const cancel = useCallback(() => {
    discard(current.current);
    setStatus('idle');
    setElapsedMs(0);
  }, []);

  /** The voice's level now, 0–1 (for a meter drawn by animation frames, not React renders). */
  const readLevel = useCallback((): number => {
    const { analyser, samples } = current.current;
    if (!analyser || !samples) return 0;
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const value of samples) sum += value * value;
    const rms = Math.sqrt(sum / samples.length);
    // Speech sits around 0.02–0.3 RMS: a square root spreads it over the bar.
    return Math.min(1, Math.sqrt(rms * 4));
  }, []);

  // The dialog closing mid-recording releases the microphone and discards the take.
  useEffect(() => () => discard(current.current), []);

  const clearError = useCallback(() => setError(null), []);
  return { status, elapsedMs, error, clearError, start, stop, cancel, readLevel };
}
