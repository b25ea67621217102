import { MESSAGE_ERROR, type MessageDetail } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { findMessage } from './repository.ts';

const notFound = (id: number) =>
  new HttpError(404, MESSAGE_ERROR.notFound, `There is no message number ${id}.`);

/**
 * Marks a message handled (by this person, now) or new again, audited in the same transaction.
 * Only the inbox's state changes: the message as sent is never touched. Asking for the state it
 * is already in changes nothing and writes no audit row (a double click is one change).
 */
export async function setMessageHandled(
  db: Db,
  actor: StaffActor,
  id: number,
  handled: boolean,
): Promise<MessageDetail> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'handled_at', 'handled_by_staff_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound(id);
    if ((before.handled_at !== null) === handled) return;
    const after = handled
      ? { handled_at: new Date().toISOString(), handled_by_staff_id: actor.id }
      : { handled_at: null, handled_by_staff_id: null };
    const moved = await trx
      .updateTable('contact_messages')
      .set(after)
      .where('id', '=', id)
      // Two people at once: only the first changes it (and writes the row).
      .where('handled_at', handled ? 'is' : 'is not', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    await recordAudit(trx, actor, {
      area: 'messages',
      action: handled ? 'message.handled' : 'message.reopened',
      targetId: id,
      summary: handled
        ? `Marked the message from ${before.name} <${before.email}> as handled`
        : `Marked the message from ${before.name} <${before.email}> as new again`,
      before: { handledAt: before.handled_at, handledBy: before.handled_by_staff_id },
      after: { handledAt: after.handled_at, handledBy: after.handled_by_staff_id },
    });
  });
  const message = await findMessage(db, id);
  if (!message) throw notFound(id);
  return message;
}
