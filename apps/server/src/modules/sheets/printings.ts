import { civilDateOf, type SheetsToReprint } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/audit.ts';
import { describeReprints } from '../learning/printed-sheets.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import type { SheetData } from './sheet-service.ts';

/**
 * The sheets were printed or downloaded (issue 27 §1): one row per child printed, so the
 * re-division leaves their perakim of that day where the paper says; a sheet that was to reprint
 * is printed now. Audited like every office change.
 */
export async function recordPrinting(
  db: Db,
  actor: StaffActor,
  data: SheetData,
  how: 'printed' | 'downloaded',
): Promise<number> {
  if (data.sheets.length === 0) return 0;
  const day = data.date.day;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sheet_prints')
      .values(
        data.sheets.map((sheet) => ({
          day,
          learner_id: sheet.learnerId,
          // A class's printing fixes the class (a child who joins it gets nothing that day); one
          // child's sheet printed alone fixes only that child.
          class_name: data.learnerName === undefined ? sheet.className : null,
          printed_at: now,
          staff_user_id: actor.id,
        })),
      )
      .execute();
    await trx
      .deleteFrom('sheet_reprints')
      .where('day', '=', day)
      .where(
        'learner_id',
        'in',
        data.sheets.map((sheet) => sheet.learnerId),
      )
      .execute();
    const whose = data.learnerName ?? data.className ?? 'the children';
    await recordAudit(trx, actor, {
      area: 'sheets',
      action: `sheets.${how === 'printed' ? 'print' : 'download'}`,
      targetId: `${day}#${data.learnerName ?? data.className ?? ''}`,
      summary: `${how === 'printed' ? 'Printed' : 'Downloaded'} ${data.sheets.length} ${data.sheets.length === 1 ? 'sheet' : 'sheets'} of ${whose} for ${civilDateOf(day)}: their perakim of that day are now fixed`,
      after: { day, learners: data.sheets.map((sheet) => sheet.learnerId) },
    });
  });
  return data.sheets.length;
}

/** Printed sheets of today and later that gained perakim since, by day and class. */
export async function sheetsToReprint(db: Db, today: string): Promise<SheetsToReprint> {
  const rows = await db
    .selectFrom('sheet_reprints')
    .innerJoin('learners', 'learners.id', 'sheet_reprints.learner_id')
    .select(['sheet_reprints.day', 'sheet_reprints.learner_id'])
    .where('sheet_reprints.day', '>=', today)
    .where('learners.active', '=', true)
    .orderBy('sheet_reprints.day')
    .execute();
  return describeReprints(
    db,
    rows.map((row) => ({ day: row.day, learnerId: row.learner_id })),
  );
}
