import { RECORDING_MAX_BYTES, RECORDING_MESSAGES } from '@zechus/shared';
import { recordingText } from './strings.ts';

/**
 * What the browser's recorder may write, best first: Opus in WebM (Chrome, Edge, Firefox), AAC
 * in MP4 (Safari on the iPad and iPhone), Opus in Ogg (older Firefox). The server keeps each.
 */
export const RECORDER_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/mp4',
  'audio/ogg;codecs=opus',
] as const;

/** The first type the recorder supports; undefined lets the browser choose its own. */
export function pickRecorderMimeType(
  isTypeSupported: (type: string) => boolean,
): string | undefined {
  return RECORDER_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** A file name for a recorded blob (the server reads the bytes; this is for people and logs). */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('mp4') || type.includes('aac')) return 'recording.m4a';
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mpeg')) return 'recording.mp3';
  return 'recording.webm';
}

/** The sentence for a failed getUserMedia, by the DOMException's name. */
export function microphoneErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return recordingText.microphoneRefused;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return recordingText.noMicrophone;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return recordingText.microphoneBusy;
    default:
      return recordingText.microphoneFailed;
  }
}

/** "1.4 MB", "820 KB": a size as a person says it. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "0:07", "12:30": minutes and seconds of a recording. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The duration read aloud: "7 seconds", "2 minutes 5 seconds". */
export function spokenDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(rest, 'second');
  return rest === 0
    ? part(minutes, 'minute')
    : `${part(minutes, 'minute')} ${part(rest, 'second')}`;
}

/**
 * Why a file cannot be sent, before sending it: too large, or plainly not sound (a photo, a
 * document). Anything that may be audio goes to the server, which reads its bytes.
 */
export function fileProblem(file: { size: number; type: string }): string | null {
  if (file.size > RECORDING_MAX_BYTES) return RECORDING_MESSAGES.tooLarge(formatSize(file.size));
  if (file.size === 0) return RECORDING_MESSAGES.notAudio;
  const type = file.type.toLowerCase();
  const maybeSound =
    type === '' ||
    type.startsWith('audio/') ||
    type.startsWith('video/') ||
    type === 'application/ogg' ||
    type === 'application/octet-stream';
  return maybeSound ? null : RECORDING_MESSAGES.notAudio;
}
