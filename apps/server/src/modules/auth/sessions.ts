import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DONOR_ERROR } from '@zechus/shared';
import type { CompiledQuery, InferResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { currentStaff } from '../staff/staff-session.ts';
import { endSessions, sessionCacheOf, sessionId } from './session-ends.ts';

/**
 * Sessions (DESIGN.md §4): an opaque random id in an HttpOnly, SameSite=Lax cookie; the database
 * keeps only its sha256, so a leaked database holds no usable session. Rotated at every login.
 */
export const SESSION_COOKIE = 'zechus_session';
const SESSION_DAYS = 30;

export interface Session {
  donorId: number | null;
  staffUserId: number | null;
}

export interface SessionCookieOptions {
  secure: boolean;
}

export async function startSession(
  db: Db,
  reply: FastifyReply,
  request: FastifyRequest,
  who: Session,
  cookie: SessionCookieOptions,
): Promise<void> {
  await endSession(db, request, reply); // rotation: the old id never outlives a login
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId(token),
      donor_id: who.donorId,
      staff_user_id: who.staffUserId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    expires,
  });
}

export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await endSessions(db, { ids: [sessionId(token)] });
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const sessionQuery = (db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .select(['donor_id', 'staff_user_id', 'expires_at'])
    .where('id', '=', id);

const compiledLookups = new WeakMap<Db, CompiledQuery<SessionRow>>();
type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/**
 * The session row's query, built and compiled once per database (a compiled query is in its
 * engine's dialect) and run with this id: every signed-in request looks its session up, and
 * building and compiling the query cost more than SQLite finding the row (decision 0027).
 */
function sessionLookup(db: Db, id: string): CompiledQuery<SessionRow> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = sessionQuery(db, id).compile();
    // The id is the statement's one parameter, so the next lookups can swap it.
    if (compiled.parameters.length !== 1) throw new Error('session lookup: one parameter expected');
    compiledLookups.set(db, compiled);
  }
  return { ...compiled, parameters: [id] };
}

/**
 * The session of the request, or null when there is none (or it has expired). Kept in the app's
 * session cache after its first lookup (session-ends.ts, decision 0032): a session that ends is
 * dropped from it on every instance before any later request can be answered from it.
 */
export async function currentSession(db: Db, request: FastifyRequest): Promise<Session | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const id = sessionId(token);
  const now = Date.now();
  const cache = sessionCacheOf(db);
  const kept = await cache?.get(id, now);
  if (kept && kept.expiresAt <= now) return null;
  if (kept) return { donorId: kept.donorId, staffUserId: kept.staffUserId };
  const generation = cache?.generation ?? 0;
  const [row] = (await db.executeQuery(sessionLookup(db, id))).rows;
  const expiresAt = row ? Date.parse(row.expires_at) : 0;
  if (!row || expiresAt <= now) return null;
  const session = { donorId: row.donor_id, staffUserId: row.staff_user_id };
  cache?.keep(id, { ...session, expiresAt }, generation, now);
  return session;
}

export const NOT_LOGGED_IN = 'Please log in with your e-mail and donor ID to see this page.';

/** The logged-in donor's id, or a 403 (spec §6: enrollment data needs a login). */
export async function requireDonor(db: Db, request: FastifyRequest): Promise<number> {
  const session = await currentSession(db, request);
  if (!session?.donorId) throw new HttpError(403, DONOR_ERROR.notLoggedIn, NOT_LOGGED_IN);
  return session.donorId;
}

/** A donor or a staff member: the day's progress is for those who log in (spec §6). */
export async function requireSignedIn(db: Db, request: FastifyRequest): Promise<void> {
  const session = await currentSession(db, request);
  if (session?.donorId) return;
  if (await currentStaff(db, request)) return;
  throw new HttpError(403, DONOR_ERROR.notLoggedIn, NOT_LOGGED_IN);
}
