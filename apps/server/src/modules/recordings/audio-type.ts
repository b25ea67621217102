import type { RecordingExtension } from '@zechus/shared';

/**
 * What file-type may answer for a recording we keep, and the extension it is stored under.
 * - mp3: MPEG audio (with or without an ID3 tag).
 * - m4a: AAC in MP4. Phones and Safari's recorder write the generic brands (isom, mp42, iso5…),
 *   which file-type calls `mp4`; browsers play the sound of either in an <audio>.
 * - webm: what Chrome's, Edge's and Firefox's recorders write (Opus in WebM).
 * - ogg: Ogg with Opus (WhatsApp voice notes, Firefox), Vorbis or FLAC inside.
 * Everything else — Speex or Theora in Ogg, Matroska, QuickTime, 3GP (AMR), raw AAC, WAV, FLAC,
 * images — is refused: either browsers do not play it, or it is not a recording at all.
 */
const KEPT: Record<string, RecordingExtension> = {
  mp3: 'mp3',
  m4a: 'm4a',
  mp4: 'm4a',
  webm: 'webm',
  opus: 'ogg',
  ogg: 'ogg',
  oga: 'ogg',
};

/** The kind of recording these bytes are, or null when they are not one we keep. */
export async function recordingKindOf(bytes: Uint8Array): Promise<RecordingExtension | null> {
  // Loaded at the first recording, not at start (decision 0015).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !Object.hasOwn(KEPT, detected.ext)) return null;
  return KEPT[detected.ext] ?? null;
}
