import { sql } from 'kysely';
import {
  messagePreview,
  type MessageDetail,
  type MessageListQuery,
  type MessageRow,
  type Paged,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const COLUMNS = [
  'contact_messages.id',
  'contact_messages.name',
  'contact_messages.email',
  'contact_messages.message',
  'contact_messages.created_at',
  'contact_messages.mailed_at',
  'contact_messages.handled_at',
  'staff_users.name as handled_by',
] as const;

const withHandler = (db: Db) =>
  db
    .selectFrom('contact_messages')
    .leftJoin('staff_users', 'staff_users.id', 'contact_messages.handled_by_staff_id');

interface Stored {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
  handled_at: string | null;
  handled_by: string | null;
}

const handledOf = (row: Stored) =>
  row.handled_at === null ? null : { at: row.handled_at, by: row.handled_by };

const toRow = (row: Stored): MessageRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  preview: messagePreview(row.message),
  receivedAt: row.created_at,
  handled: handledOf(row),
});

const toDetail = (row: Stored): MessageDetail => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  receivedAt: row.created_at,
  mailedAt: row.mailed_at,
  handled: handledOf(row),
});

/** GET /api/office/messages: new ones first, then by when they came; filtered and paged. */
export async function listMessages(db: Db, query: MessageListQuery): Promise<Paged<MessageRow>> {
  let filtered = withHandler(db);
  if (query.status === 'new') filtered = filtered.where('contact_messages.handled_at', 'is', null);
  if (query.status === 'handled') {
    filtered = filtered.where('contact_messages.handled_at', 'is not', null);
  }
  if (query.search) {
    // lower() on both sides: PostgreSQL's LIKE minds case, SQLite's does not (for ASCII).
    const pattern = containsPattern(query.search);
    filtered = filtered.where(
      sql<boolean>`(lower(contact_messages.name) like ${pattern} escape '\\'
        or lower(contact_messages.email) like ${pattern} escape '\\'
        or lower(contact_messages.message) like ${pattern} escape '\\')`,
    );
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .select(COLUMNS)
      .orderBy(sql`case when contact_messages.handled_at is null then 0 else 1 end`)
      .orderBy('contact_messages.created_at', query.dir)
      .orderBy('contact_messages.id', query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    rows: rows.map(toRow),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One message as sent, with who handled it; null when there is no such message. */
export async function findMessage(db: Db, id: number): Promise<MessageDetail | null> {
  const row = await withHandler(db)
    .select(COLUMNS)
    .where('contact_messages.id', '=', id)
    .executeTakeFirst();
  return row ? toDetail(row) : null;
}

/** How many messages wait for the office. */
export async function countNewMessages(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}
