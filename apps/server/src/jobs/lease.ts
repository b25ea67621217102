import type { Db } from '../db/database.ts';

/**
 * A database lease (DESIGN.md §5): with several instances on one PostgreSQL, only the holder of a
 * job's lease runs it. A lease that was not renewed expires, so a crashed holder is replaced.
 */
export async function acquireLease(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
  now = new Date(),
): Promise<boolean> {
  const expires = new Date(now.getTime() + ttlMs).toISOString();
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expires })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const taken = await db
    .updateTable('job_leases')
    .set({ holder, expires_at: expires })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<', now.toISOString()), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
