import {
  RECORDING_FIELD,
  recordingApiPath,
  recordingReplySchema,
  type RecordingReply,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

/** The queries that show recordings (the day view's): read again after a change. */
export const DAYS_QUERY_KEY = ['office', 'days'] as const;

interface Perek {
  day: string;
  perekIndex: number;
}

/** POST /api/office/recordings/:day/:perekIndex with the file (multipart field "file"). */
export async function saveRecording(
  { day, perekIndex }: Perek,
  file: Blob,
  fileName: string,
): Promise<RecordingReply> {
  const form = new FormData();
  form.append(RECORDING_FIELD, file, fileName);
  return recordingReplySchema.parse(await api.post(recordingApiPath(day, perekIndex), form));
}

/** DELETE /api/office/recordings/:day/:perekIndex. */
export async function removeRecording({ day, perekIndex }: Perek): Promise<RecordingReply> {
  return recordingReplySchema.parse(await api.delete(recordingApiPath(day, perekIndex)));
}
