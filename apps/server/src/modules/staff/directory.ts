import {
  staffRoleSchema,
  type Paged,
  type StaffListQuery,
  type StaffMember,
  type StaffRole,
  type StaffState,
} from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Reading staff accounts for the console's list. A programme has a handful of staff, so the list
 * is read whole and sorted, filtered and paged here — the same on both engines, including where
 * nulls sort and how the derived columns (state, last seen) order.
 */

type Reader = Db | Transaction<Database>;

export const stateOf = (row: { active: boolean | number; password_hash: string }): StaffState =>
  !row.active ? 'off' : row.password_hash ? 'active' : 'invited';

const ROLE_ORDER: Record<StaffRole, number> = { owner: 0, office: 1, teacher: 2 };
const STATE_ORDER: Record<StaffState, number> = { active: 0, invited: 1, off: 2 };

const later = (a: string | null | undefined, b: string | null | undefined): string | null =>
  !a ? (b ?? null) : !b ? a : a > b ? a : b;

/** Every staff account as the list shows it (optionally only some ids). */
export async function readStaffMembers(db: Reader, ids?: number[]): Promise<StaffMember[]> {
  if (ids && ids.length === 0) return [];
  let users = db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role', 'active', 'password_hash', 'created_at']);
  if (ids) users = users.where('id', 'in', ids);
  const rows = await users.execute();
  if (rows.length === 0) return [];
  const staffIds = rows.map((row) => row.id);
  const [sessions, signIns, links] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['staff_user_id', (eb) => eb.fn.max('last_seen_at').as('seen')])
      .where('staff_user_id', 'in', staffIds)
      .groupBy('staff_user_id')
      .execute(),
    db
      .selectFrom('login_attempts')
      .select(['email', (eb) => eb.fn.max('created_at').as('at')])
      .where('succeeded', '=', true)
      .where(
        'email',
        'in',
        rows.map((row) => row.email),
      )
      .groupBy('email')
      .execute(),
    db
      .selectFrom('staff_links')
      .select(['staff_user_id', (eb) => eb.fn.max('expires_at').as('expires')])
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .where('staff_user_id', 'in', staffIds)
      .groupBy('staff_user_id')
      .execute(),
  ]);
  const seenBy = new Map(sessions.map((s) => [s.staff_user_id, s.seen]));
  const signedInBy = new Map(signIns.map((s) => [s.email, s.at]));
  const linkOf = new Map(links.map((l) => [l.staff_user_id, l.expires]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    // An unknown role in the table (never written by the app) reads as the least one.
    role: staffRoleSchema.catch('teacher').parse(row.role),
    state: stateOf(row),
    hasPassword: row.password_hash !== '',
    lastSeenAt: later(seenBy.get(row.id), signedInBy.get(row.email)),
    linkExpiresAt: linkOf.get(row.id) ?? null,
    createdAt: row.created_at,
  }));
}

/** One account as the list shows it, or undefined. */
export async function readStaffMember(db: Reader, id: number): Promise<StaffMember | undefined> {
  return (await readStaffMembers(db, [id]))[0];
}

const byName = (a: StaffMember, b: StaffMember) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

const COMPARE: Record<StaffListQuery['sort'], (a: StaffMember, b: StaffMember) => number> = {
  name: byName,
  role: (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || byName(a, b),
  state: (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || byName(a, b),
  lastSeen: (a, b) => (a.lastSeenAt ?? '').localeCompare(b.lastSeenAt ?? '') || byName(a, b),
};

/** GET /api/office/staff: filtered, sorted and paged. */
export async function listStaff(db: Db, query: StaffListQuery): Promise<Paged<StaffMember>> {
  const search = query.search?.toLowerCase();
  const members = (await readStaffMembers(db))
    .filter((member) => !query.state || member.state === query.state)
    .filter(
      (member) =>
        !search ||
        member.name.toLowerCase().includes(search) ||
        member.email.toLowerCase().includes(search),
    )
    .sort(COMPARE[query.sort]);
  if (query.dir === 'desc') members.reverse();
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: members.slice(start, start + query.pageSize),
    total: members.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
