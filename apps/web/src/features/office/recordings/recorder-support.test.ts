import { RECORDING_MAX_BYTES, RECORDING_MESSAGES } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  formatDuration,
  formatSize,
  microphoneErrorMessage,
  pickRecorderMimeType,
  recordingFileName,
  spokenDuration,
} from './recorder-support.ts';
import { recordingText } from './strings.ts';

describe('the browser recorder', () => {
  it('records Opus in WebM where it can (Chrome), else AAC in MP4 (Safari), else Ogg', () => {
    const supports =
      (...types: string[]) =>
      (type: string) =>
        types.includes(type);
    expect(pickRecorderMimeType(supports('audio/webm;codecs=opus', 'audio/mp4'))).toBe(
      'audio/webm;codecs=opus',
    );
    expect(pickRecorderMimeType(supports('audio/mp4'))).toBe('audio/mp4');
    expect(pickRecorderMimeType(supports('audio/ogg;codecs=opus'))).toBe('audio/ogg;codecs=opus');
    // Nothing we know: the browser picks its own.
    expect(pickRecorderMimeType(supports())).toBeUndefined();
    expect(
      pickRecorderMimeType(() => {
        throw new Error('old browser');
      }),
    ).toBeUndefined();
  });

  it('names a recorded take by its type', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
    expect(recordingFileName('audio/ogg; codecs=opus')).toBe('recording.ogg');
    expect(recordingFileName('')).toBe('recording.webm');
  });

  it('explains a refused or missing microphone in plain words', () => {
    const failure = (name: string) => new DOMException('x', name);
    expect(microphoneErrorMessage(failure('NotAllowedError'))).toBe(
      recordingText.microphoneRefused,
    );
    expect(microphoneErrorMessage(failure('NotFoundError'))).toBe(recordingText.noMicrophone);
    expect(microphoneErrorMessage(failure('NotReadableError'))).toBe(recordingText.microphoneBusy);
    expect(microphoneErrorMessage(new Error('?'))).toBe(recordingText.microphoneFailed);
  });
});

describe('a file chosen to upload', () => {
  it('is refused before sending when it is over 20 MB, empty, or plainly not sound', () => {
    expect(fileProblem({ size: RECORDING_MAX_BYTES + 1, type: 'audio/mpeg' })).toBe(
      'This recording is 20.0 MB; a recording can be at most 20 MB.',
    );
    expect(fileProblem({ size: 0, type: 'audio/mpeg' })).toBe(RECORDING_MESSAGES.notAudio);
    expect(fileProblem({ size: 1000, type: 'image/png' })).toBe(RECORDING_MESSAGES.notAudio);
    expect(fileProblem({ size: 1000, type: 'application/pdf' })).toBe(RECORDING_MESSAGES.notAudio);
  });

  it('goes to the server, which reads its bytes, whenever it may be sound', () => {
    for (const type of ['audio/mpeg', 'audio/x-m4a', 'video/webm', 'application/ogg', '']) {
      expect(fileProblem({ size: RECORDING_MAX_BYTES, type }), type).toBeNull();
    }
  });
});

describe('what the dialog says', () => {
  it('times and sizes as people read them', () => {
    expect(formatDuration(7_400)).toBe('0:07');
    expect(formatDuration(750_000)).toBe('12:30');
    expect(spokenDuration(1_000)).toBe('1 second');
    expect(spokenDuration(30_000)).toBe('30 seconds');
    expect(spokenDuration(120_000)).toBe('2 minutes');
    expect(spokenDuration(125_000)).toBe('2 minutes 5 seconds');
    expect(formatSize(41_000)).toBe('40 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
