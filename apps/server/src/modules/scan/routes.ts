import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { scanReplySchema, scanRequestSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { currentStaff, staffSessionKey } from '../staff/staff-session.ts';
import {
  FAILED_SCANS_PER_IP,
  FAILED_SCANS_WINDOW_MS,
  TOO_MANY_FAILED_SCANS,
} from './failed-scan-limit.ts';
import { recordScan, type Scanner } from './scan-service.ts';
import { hashStationToken } from './station-token.ts';

const TOO_MANY_SCANS =
  'Too many scans from this station in one minute. Wait a minute, then scan again.';
const UNAUTHORIZED = 'This scanner is not signed in: enter the station token, or sign in as staff.';

async function whoIsScanning(db: Db, request: FastifyRequest): Promise<Scanner> {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const token = await db
      .selectFrom('station_tokens')
      .select('id')
      .where('token_hash', '=', hashStationToken(auth.slice('Bearer '.length).trim()))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!token)
      throw new HttpError(
        401,
        'unauthorized',
        'This station token is not valid (it may have been revoked).',
      );
    return { stationTokenId: token.id, staffUserId: null };
  }
  const staff = await currentStaff(db, request);
  if (staff) return { stationTokenId: null, staffUserId: staff.id };
  throw new HttpError(401, 'unauthorized', UNAUTHORIZED);
}

/** Rate limits count per station token (or staff session), not per address: a hall shares one. */
const scannerKey = (request: FastifyRequest): string => {
  const credential = request.headers.authorization ?? staffSessionKey(request) ?? request.ip;
  return crypto.createHash('sha256').update(credential).digest('hex');
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
}> = async (app, { db, bus, limitPerMinute }) => {
  // Failed attempts per IP, so garbage tokens cannot each get a fresh allowance (the per-token
  // limit keys on the credential). Only failures are counted, so a valid credential is never
  // refused here: one misconfigured station must not lock out the working ones sharing the hall's
  // address. The key is the exact address (the library's default groups IPv6 by /64); its store
  // keeps the most recent 5,000 addresses.
  const failureLimit = app.createRateLimit({
    max: FAILED_SCANS_PER_IP,
    timeWindow: FAILED_SCANS_WINDOW_MS,
    keyGenerator: (request) => request.ip,
  });
  const overFailureLimit = async (request: FastifyRequest): Promise<boolean> => {
    const counted = await failureLimit(request);
    return !counted.isAllowed && counted.isExceeded;
  };
  app.post(
    '/api/scan',
    {
      schema: { body: scanRequestSchema, response: { 200: scanReplySchema } },
      config: {
        // A station's token is its credential; no cookie a cross-site page could borrow.
        bearerAuth: true,
        rateLimit: {
          max: limitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: scannerKey,
          errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY_SCANS }),
        },
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
      return recordScan(db, bus, request.body.barcode, by);
    },
  );
};
