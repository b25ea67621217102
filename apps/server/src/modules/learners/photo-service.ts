import type { LearnerChange } from '@zechus/shared';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { announceIfOnToday, changeLearners, type LearnerDeps } from './change-effects.ts';
import { findLearner } from './repository.ts';
import { changeReply, notFound } from './service.ts';

/**
 * A new photo (already made safe by photo.ts) or none: the file is stored first and the change
 * committed with its audit row; the old file is removed only after the commit (a failed change
 * removes the new one instead). Two photos saved at once take turns (changeLearners), so the
 * second replaces the first and removes its file: none is left on disk that no learner shows.
 * (Only a crash between writing the file and the commit can leave one behind: a single unused
 * WebP of a few kilobytes, never a learner without their photo.)
 */
export async function setLearnerPhoto(
  deps: LearnerDeps,
  actor: StaffActor,
  id: number,
  webp: Buffer | null,
): Promise<LearnerChange> {
  const url = webp ? await deps.uploads.put('learners', `learner-${id}`, 'webp', webp) : null;
  let old: string | null;
  try {
    old = await changeLearners(deps, async (trx) => {
      const record = await findLearner(trx, id);
      if (!record) throw notFound(id);
      if (!url && !record.imageUrl) return null;
      await trx
        .updateTable('learners')
        .set({ image_url: url, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, {
        area: 'learners',
        action: url ? 'learner.photo' : 'learner.photo_remove',
        targetId: id,
        summary: url
          ? `${record.imageUrl ? 'Changed' : 'Added'} the photo of ${record.name}`
          : `Removed the photo of ${record.name}`,
        before: { imageUrl: record.imageUrl },
        after: { imageUrl: url },
      });
      await announceIfOnToday(trx, deps, id, 'learner-photo');
      return record.imageUrl;
    });
  } catch (error) {
    if (url) await deps.uploads.remove(url);
    throw error;
  }
  // The change is stored: a file that cannot be removed is only an unused file, not a failure.
  if (old && old !== url) await deps.uploads.remove(old).catch(() => undefined);
  return changeReply(deps, id, null);
}
