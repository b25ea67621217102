import { messagePreview, type MessageRow } from '@zechus/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** At most this many messages are shown on a donor's page (the newest). */
const SHOWN = 100;

/**
 * A donor's contact-form messages (issue 27 §6): those sent from their e-mail address or a
 * merged record's, whatever its case, newest first. The contact form asks for no donor ID, so
 * the address is what ties a message to a donor; the messages area stays where they are handled.
 */
export async function messagesFrom(db: Db, emails: readonly string[]): Promise<MessageRow[]> {
  const addresses = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter(Boolean);
  if (addresses.length === 0) return [];
  const rows = await db
    .selectFrom('contact_messages')
    .leftJoin('staff_users', 'staff_users.id', 'contact_messages.handled_by_staff_id')
    .select([
      'contact_messages.id',
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.message',
      'contact_messages.created_at',
      'contact_messages.handled_at',
      'staff_users.name as handled_by',
    ])
    .where(sql<string>`lower(trim(contact_messages.email))`, 'in', addresses)
    .orderBy('contact_messages.created_at', 'desc')
    .orderBy('contact_messages.id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    preview: messagePreview(r.message),
    receivedAt: r.created_at,
    handled: r.handled_at === null ? null : { at: r.handled_at, by: r.handled_by },
  }));
}
