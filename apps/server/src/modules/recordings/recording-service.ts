import {
  MISHNAH,
  RECORDING_ERROR,
  RECORDING_MESSAGES,
  type RecordingParams,
  type RecordingReply,
} from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import type { UploadStore } from '../../storage/uploads.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { recordingKindOf } from './audio-type.ts';

export interface RecordingDeps {
  db: Db;
  bus: LiveBus;
  uploads: UploadStore;
  /** Told when an old file could not be removed (it is then only an unused file on disk). */
  onOrphan: (url: string, error: unknown) => void;
}

interface Assignment {
  id: number;
  recording: string | null;
  learnerId: number;
  learner: string;
}

/** The learner's perek on that day, or a 404 the teacher can read. */
export async function findAssignment(
  db: Db | Transaction<Database>,
  { day, perekIndex }: RecordingParams,
): Promise<Assignment> {
  const row = await db
    .selectFrom('assignments')
    .innerJoin('learners', 'learners.id', 'assignments.learner_id')
    .select([
      'assignments.id',
      'assignments.recording_url',
      'assignments.learner_id',
      'learners.name',
    ])
    .where('assignments.day', '=', day)
    .where('assignments.perek_index', '=', perekIndex)
    .executeTakeFirst();
  if (!row) {
    throw new HttpError(404, RECORDING_ERROR.noAssignment, RECORDING_MESSAGES.noAssignment);
  }
  return {
    id: row.id,
    recording: row.recording_url,
    learnerId: row.learner_id,
    learner: row.name,
  };
}

const perekName = (perekIndex: number) => MISHNAH.perakim[perekIndex]?.hebrew ?? `#${perekIndex}`;

/**
 * Sets (or clears) the perek's recording, with its audit row and a `day-changed` live event, in
 * one transaction. The change is made only if the perek is still as read at the start of the
 * transaction — the same recording, given to the same child: two teachers saving at once cannot
 * both "replace" the same old file and leave the other's new file behind unreferenced, and a
 * child's reading never lands on a perek just given to another child (whose name the donors would
 * see with it). The second is told to look again.
 */
async function changeRecording(
  deps: RecordingDeps,
  actor: StaffActor,
  params: RecordingParams,
  next: string | null,
): Promise<{ before: string | null } | null> {
  const { db, bus } = deps;
  const result = await db.transaction().execute(async (trx) => {
    const assignment = await findAssignment(trx, params);
    const before = assignment.recording;
    if (before === next) return null; // nothing to change (removing what is already gone)
    const changed = await trx
      .updateTable('assignments')
      .set({ recording_url: next })
      .where('id', '=', assignment.id)
      .where('learner_id', '=', assignment.learnerId)
      .where((eb) =>
        before === null ? eb('recording_url', 'is', null) : eb('recording_url', '=', before),
      )
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw new HttpError(
        409,
        RECORDING_ERROR.changedMeanwhile,
        RECORDING_MESSAGES.changedMeanwhile,
      );
    }
    const where = `${perekName(params.perekIndex)} on ${params.day}`;
    await recordAudit(trx, actor, {
      area: 'recordings',
      action: next === null ? 'recording.remove' : before ? 'recording.replace' : 'recording.add',
      targetId: assignment.id,
      summary:
        next === null
          ? `Removed the recording of ${assignment.learner} reading ${where}`
          : `${before ? 'Replaced' : 'Added'} the recording of ${assignment.learner} reading ${where}`,
      before: { recording: before },
      after: { recording: next },
    });
    await bus.publish('day-changed', { day: params.day, reason: 'recording' }, trx);
    return { before };
  });
  if (result) bus.announce();
  return result;
}

/**
 * Removes a file no perek refers to any more (the demo's few recordings are shared by many
 * perakim, so one perek's new recording must not take the others' away). A failure leaves only
 * an unused file on disk, never a perek without its file.
 */
async function discard(deps: RecordingDeps, url: string | null): Promise<void> {
  if (!url) return;
  try {
    const stillUsed = await deps.db
      .selectFrom('assignments')
      .select('id')
      .where('recording_url', '=', url)
      .limit(1)
      .executeTakeFirst();
    if (!stillUsed) await deps.uploads.remove(url);
  } catch (error) {
    deps.onOrphan(url, error);
  }
}

/**
 * Keeps `bytes` as the perek's recording (issue 9 §5): the kind is read from the bytes; the file
 * is written first (under a new name, so nothing shows a half-written file), the database then
 * points at it, and the file it replaced is removed only once that has committed.
 */
export async function saveRecording(
  deps: RecordingDeps,
  actor: StaffActor,
  params: RecordingParams,
  bytes: Buffer,
): Promise<RecordingReply> {
  const kind = await recordingKindOf(bytes);
  if (!kind) throw new HttpError(400, RECORDING_ERROR.notAudio, RECORDING_MESSAGES.notAudio);
  const url = await deps.uploads.put(
    'recordings',
    `recording-${params.day}-${params.perekIndex}`,
    kind,
    bytes,
  );
  let change: Awaited<ReturnType<typeof changeRecording>>;
  try {
    change = await changeRecording(deps, actor, params, url);
  } catch (error) {
    await discard(deps, url);
    throw error;
  }
  await discard(deps, change?.before ?? null);
  return { ...params, recording: url };
}

/** Clears the perek's recording and removes its file (after the change has committed). */
export async function removeRecording(
  deps: RecordingDeps,
  actor: StaffActor,
  params: RecordingParams,
): Promise<RecordingReply> {
  const change = await changeRecording(deps, actor, params, null);
  await discard(deps, change?.before ?? null);
  return { ...params, recording: null };
}
