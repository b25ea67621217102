import { perekNames, type RegisterSlip } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { barcodeSvg } from '../sheets/barcodes.ts';
import { sheetDate } from '../sheets/sheet-service.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { requireClass } from './access.ts';
import { collator, registersOf } from './repository.ts';

/**
 * GET /api/office/register/slip?class=…: the "extra perakim" slip — each child who holds perakim
 * of today that the class's register gave them from an absent child, with the barcodes as the
 * sheets print them. Read from the assignments as they are now, so a perek whose barcode
 * changed when it moved prints its new barcode.
 */
export async function readSlip(
  db: Db,
  actor: StaffActor,
  today: string,
  className: string,
): Promise<RegisterSlip> {
  await requireClass(db, actor, className);
  const [register] = await registersOf(db, today, className);
  // The perakim this register gave, each while it is still with the child it was given to.
  const rows =
    register === undefined
      ? []
      : await db
          .selectFrom('register_shares as s')
          .innerJoin('assignments as a', (join) =>
            join
              .onRef('a.perek_index', '=', 's.perek_index')
              .onRef('a.learner_id', '=', 's.to_learner_id')
              .on('a.day', '=', today),
          )
          .innerJoin('learners as l', 'l.id', 's.to_learner_id')
          .innerJoin('learners as f', 'f.id', 's.from_learner_id')
          .select([
            'a.perek_index',
            'a.barcode',
            'a.done_at',
            'l.id',
            'l.name',
            'f.name as from_name',
          ])
          .where('s.register_id', '=', register.id)
          .orderBy('a.perek_index')
          .execute();
  const children = new Map<number, RegisterSlip['children'][number]>();
  for (const row of rows) {
    const child = children.get(row.id) ?? { learnerId: row.id, name: row.name, perakim: [] };
    const { perek, masechet } = perekNames(row.perek_index);
    child.perakim.push({
      perekIndex: row.perek_index,
      masechet,
      // "ברכות פרק א" less the masechet, as the sheets print the chapter.
      perek: perek.slice(masechet.length).trim(),
      fromName: row.from_name,
      done: row.done_at !== null,
      barcode: barcodeSvg(row.barcode),
    });
    children.set(row.id, child);
  }
  return {
    date: sheetDate(today),
    className,
    children: [...children.values()].sort(
      (a, b) => collator.compare(a.name, b.name) || a.learnerId - b.learnerId,
    ),
  };
}
