import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffRoleSchema, type StaffRole } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { endSessions, sessionId } from '../auth/session-ends.ts';

/**
 * Staff sessions (DESIGN.md §4, §6). Their own cookie, apart from the donor's: a donor session
 * never opens the office, and a staff member who also gives as a donor keeps both. SameSite=Strict
 * (the office is never entered from another site's link with a live session), HttpOnly, and in
 * the database only as a sha256. A session ends after STAFF_IDLE_HOURS without a request.
 */
export const STAFF_COOKIE = 'zechus_staff';
export const STAFF_IDLE_HOURS = 12;
const IDLE_MS = STAFF_IDLE_HOURS * 3_600_000;
/** Requests closer together than this do not write the session again. */
const TOUCH_EVERY_MS = 60_000;

/** Who is working in the office, as every office route sees them. */
export interface StaffActor {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

export async function startStaffSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  staffUserId: number,
  secure: boolean,
): Promise<void> {
  await endStaffSession(db, request, reply); // rotation: the old id never outlives a sign-in
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId(token),
      donor_id: null,
      staff_user_id: staffUserId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + IDLE_MS).toISOString(),
    })
    .execute();
  // A session cookie (no expiry): closing the browser ends it too.
  reply.setCookie(STAFF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure });
}

export async function endStaffSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[STAFF_COOKIE];
  if (token) await endSessions(db, { ids: [sessionId(token)] });
  reply.clearCookie(STAFF_COOKIE, { path: '/' });
}

/** Ends every session of one staff member (their account was switched off or its role changed). */
export async function endSessionsOf(db: Db, staffUserId: number): Promise<void> {
  await endSessions(db, { staffUserId });
}

/**
 * The signed-in staff member, or null (no cookie, an unknown or expired session, or an account
 * that has been switched off). Each use moves the idle expiry on.
 */
export async function currentStaff(
  db: Db,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<StaffActor | null> {
  const token = request.cookies[STAFF_COOKIE];
  if (!token || token.length > 100) return null;
  const id = sessionId(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('staff_users', 'staff_users.id', 'sessions.staff_user_id')
    .select([
      'sessions.expires_at',
      'sessions.last_seen_at',
      'staff_users.id',
      'staff_users.name',
      'staff_users.email',
      'staff_users.role',
      'staff_users.active',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row || !row.active || row.expires_at <= now.toISOString()) return null;
  const role = staffRoleSchema.safeParse(row.role);
  if (!role.success) return null;
  const lastSeen = row.last_seen_at ? Date.parse(row.last_seen_at) : 0;
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + IDLE_MS).toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }
  return { id: row.id, name: row.name, email: row.email, role: role.data };
}

/** Rate limits and logs key a staff member's requests by their session, never its value. */
export const staffSessionKey = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[STAFF_COOKIE];
  return token ? sessionId(token) : undefined;
};
