// The recordings area's payloads (one zod schema per payload, used by server and client).
import { z } from 'zod';
import { dayPerekParamSchema } from './days.ts';

/** The largest recording the office takes (issue 9 §5): 20 MB. */
export const RECORDING_MAX_BYTES = 20 * 1024 * 1024;
export const RECORDING_MAX_LABEL = '20 MB';

/**
 * The kinds of recording the office keeps, by the extension they are stored under, and the
 * Content-Type each is served with. The server decides the kind from the file's bytes, never
 * from its name or the browser's word; the static /uploads/ route serves them with these types
 * (a .webm recording is audio, not the video/webm a generic table gives it).
 */
export const RECORDING_FORMATS = {
  mp3: { contentType: 'audio/mpeg', label: 'MP3' },
  m4a: { contentType: 'audio/mp4', label: 'M4A (AAC)' },
  ogg: { contentType: 'audio/ogg', label: 'Ogg' },
  webm: { contentType: 'audio/webm', label: 'WebM' },
} as const;
export type RecordingExtension = keyof typeof RECORDING_FORMATS;

/** A file in the recordings folder: ".../recordings/<name>.<extension>" (either slash). */
const RECORDING_FILE = /(?:^|[\\/])recordings[\\/][^\\/]+\.([a-z0-9]+)$/;

/**
 * The Content-Type of a stored recording, by its address (/uploads/recordings/…) or its path on
 * disk; null for anything that is not one of our recordings.
 */
export function recordingContentType(pathOrUrl: string): string | null {
  const extension = RECORDING_FILE.exec(pathOrUrl)?.[1];
  if (!extension || !Object.hasOwn(RECORDING_FORMATS, extension)) return null;
  return RECORDING_FORMATS[extension as RecordingExtension].contentType;
}

/** The sentences a teacher reads when a file is refused (the server sends them; the page too). */
export const RECORDING_MESSAGES = {
  notAudio: 'This file is not an audio recording we can play (mp3, m4a, ogg or webm).',
  tooLarge: (size?: string) =>
    size
      ? `This recording is ${size}; a recording can be at most ${RECORDING_MAX_LABEL}.`
      : `This recording is larger than ${RECORDING_MAX_LABEL}, the most a recording can be.`,
  noFile: 'Please choose an audio file (or record one) to save.',
  badUpload: 'The file arrived incomplete or damaged. Please try again.',
  noAssignment: 'There is no perek with that number on that day.',
  changedMeanwhile:
    'Someone changed this perek a moment ago (its recording, or the child it is given to). Please close this window, look again and retry.',
} as const;

/** Machine-readable codes of the refusals above (the `error` field of the answer). */
export const RECORDING_ERROR = {
  notAudio: 'not_audio',
  tooLarge: 'recording_too_large',
  noFile: 'no_file',
  badUpload: 'bad_upload',
  noAssignment: 'no_assignment',
  changedMeanwhile: 'recording_changed',
} as const;

/** The path of a recording: /api/office/recordings/:day/:perekIndex (as the days area's). */
export const recordingParamsSchema = dayPerekParamSchema;
export type RecordingParams = z.infer<typeof recordingParamsSchema>;

/** The answer of a save (POST) or a removal (DELETE): the perek's recording now. */
export const recordingReplySchema = z.object({
  day: z.string(),
  perekIndex: z.number().int(),
  /** The recording's address (/uploads/recordings/…), or null once removed. */
  recording: z.string().nullable(),
});
export type RecordingReply = z.infer<typeof recordingReplySchema>;

/** The multipart field the file goes in. */
export const RECORDING_FIELD = 'file';

export const recordingApiPath = (day: string, perekIndex: number): string =>
  `/api/office/recordings/${encodeURIComponent(day)}/${perekIndex}`;
