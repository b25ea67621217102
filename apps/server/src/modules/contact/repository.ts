import type { ContactMessage } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

export async function saveContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markContactMessageMailed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ mailed_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
