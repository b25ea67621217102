import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { scanReplySchema, scanRequestSchema, stationCheckSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { InstanceMemoryStore } from '../../http/memory-rate-limit-store.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { currentStaff, staffSessionKey } from '../staff/staff-session.ts';
import {
  FAILED_SCANS_PER_IP,
  FAILED_SCANS_WINDOW_MS,
  TOO_MANY_FAILED_CHECKS,
  TOO_MANY_FAILED_SCANS,
} from './failed-scan-limit.ts';
import { recordScan, type Scanner } from './scan-service.ts';
import { bearerTokenOf, hashStationToken } from './station-token.ts';
import { activeStationByToken } from './station-tokens.ts';
import { stationUsage } from './station-usage.ts';

const TOO_MANY_SCANS =
  'Too many scans from this station in one minute. Wait a minute, then scan again.';
const UNAUTHORIZED = 'This scanner is not signed in: enter the station token, or sign in as staff.';
const NO_TOKEN = 'Enter the station token.';
const WRONG_TOKEN =
  'This token is not valid (it may have been revoked). Ask the office for a new one.';

const bearerToken = (request: FastifyRequest): string | null =>
  bearerTokenOf(request.headers.authorization);

async function whoIsScanning(db: Db, request: FastifyRequest): Promise<Scanner> {
  const token = bearerToken(request);
  if (token !== null) {
    const station = token ? await activeStationByToken(db, token) : undefined;
    if (!station) throw new HttpError(401, 'unauthorized', WRONG_TOKEN);
    return { stationTokenId: station.id, staffUserId: null };
  }
  const staff = await currentStaff(db, request);
  if (staff) return { stationTokenId: null, staffUserId: staff.id };
  throw new HttpError(401, 'unauthorized', UNAUTHORIZED);
}

/**
 * Rate limits count per station token (or staff session), not per address: a hall shares one.
 * The key is the token as sign-in reads it (its digest, the one stored for the station), never
 * the raw header: a header spelled another way (`Bearer  TOKEN`) is the same station and must
 * not bring a fresh allowance.
 */
const scannerKey = (request: FastifyRequest): string => {
  const token = bearerToken(request);
  if (token) return `station:${hashStationToken(token)}`;
  const staff = staffSessionKey(request);
  return staff ? `staff:${staff}` : `address:${request.ip}`;
};

/**
 * POST /api/scan (DESIGN.md §3): a staff session or `Authorization: Bearer <station token>`.
 * Limited twice: `limitPerMinute` scans per credential, and failed attempts per IP (so a stream
 * of made-up tokens, each a fresh credential, is still held back).
 */
export const scanRoutes: FastifyPluginAsyncZod<{
  db: Db;
  bus: LiveBus;
  limitPerMinute: number;
  /** The programme's day (config/clock.ts): a scan counts only for its own day. */
  today: () => string;
}> = async (app, { db, bus, limitPerMinute, today }) => {
  // Failed attempts per IP, so garbage tokens cannot each get a fresh allowance (the per-token
  // limit keys on the credential). Only failures are counted, so a valid credential is never
  // refused here: one misconfigured station must not lock out the working ones sharing the hall's
  // address. The key is the exact address (the library's default groups IPv6 by /64), named for
  // this limit: the count is in the database, shared by every instance, and a limiter has no
  // route to tell its counts apart from others'.
  const failureLimit = app.createRateLimit({
    max: FAILED_SCANS_PER_IP,
    timeWindow: FAILED_SCANS_WINDOW_MS,
    keyGenerator: (request) => `failed-scan ${request.ip}`,
  });
  const overFailureLimit = async (request: FastifyRequest): Promise<boolean> => {
    const counted = await failureLimit(request);
    return !counted.isAllowed && counted.isExceeded;
  };
  const noteStationUsed = stationUsage(db, app.log);
  // Counted in this instance's memory, not the database: every scan in the hall passes here, and
  // a shared count would add a database write before each one, on the path whose speed the wall
  // shows. It guards against a stuck or looping scanner, not against guessing (the failure limit
  // above does that, shared), so a station spread over N instances allowed N times as many scans
  // a minute is still held back.
  const perCredential = {
    store: InstanceMemoryStore,
    max: limitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: scannerKey,
    errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY_SCANS }),
  };

  /**
   * GET /api/scan/station: is this station token good? The station page asks when a token is
   * entered (and at load with a saved one), so a wrong or revoked token is refused at once, not
   * at the first child's scan. Bearer only, nothing changes (a GET: no CSRF concern). Wrong
   * tokens count against the same per-address allowance as failed scans, so this cannot be used
   * to guess tokens faster than POST /api/scan could.
   */
  app.get(
    '/api/scan/station',
    {
      schema: { response: { 200: stationCheckSchema } },
      config: { bearerAuth: true, rateLimit: perCredential },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      const station = token ? await activeStationByToken(db, token) : undefined;
      if (station) return { name: station.name };
      if (await overFailureLimit(request)) {
        void reply.header('retry-after', String(FAILED_SCANS_WINDOW_MS / 1000));
        throw new HttpError(429, 'too_many_failed_scans', TOO_MANY_FAILED_CHECKS);
      }
      throw new HttpError(401, 'unauthorized', token ? WRONG_TOKEN : NO_TOKEN);
    },
  );

  app.post(
    '/api/scan',
    {
      schema: { body: scanRequestSchema, response: { 200: scanReplySchema } },
      config: {
        // A station's token is its credential; no cookie a cross-site page could borrow.
        bearerAuth: true,
        rateLimit: perCredential,
      },
    },
    async (request, reply) => {
      let by: Scanner;
      try {
        by = await whoIsScanning(db, request);
      } catch (error) {
        if (
          error instanceof HttpError &&
          error.statusCode === 401 &&
          (await overFailureLimit(request))
        ) {
          void reply.header('retry-after', String(FAILED_SCANS_WINDOW_MS / 1000));
          // Its own code: the station should offer to enter its token again, not merely wait.
          throw new HttpError(429, 'too_many_failed_scans', TOO_MANY_FAILED_SCANS);
        }
        throw error;
      }
      if (by.stationTokenId !== null) await noteStationUsed(by.stationTokenId);
      // With the scan's own id and time when the station sent them (a queued scan, issue 24).
      return recordScan(db, bus, request.body, by, today);
    },
  );
};
