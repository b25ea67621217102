import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { scanReplySchema, scanRequestSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { currentSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { recordScan, type Scanner } from './scan-service.ts';
import { hashStationToken } from './station-token.ts';

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
  const session = await currentSession(db, request);
  if (session?.staffUserId) return { stationTokenId: null, staffUserId: session.staffUserId };
  throw new HttpError(401, 'unauthorized', UNAUTHORIZED);
}

/** Rate limits count per station token (or staff session), not per address: a hall shares one. */
const scannerKey = (request: FastifyRequest): string => {
  const credential = request.headers.authorization ?? request.cookies[SESSION_COOKIE] ?? request.ip;
  return crypto.createHash('sha256').update(credential).digest('hex');
};

/** POST /api/scan (DESIGN.md §3): a staff session or `Authorization: Bearer <station token>`. */
export const scanRoutes: FastifyPluginAsyncZod<{
  db: Db;
  bus: LiveBus;
  limitPerMinute: number;
}> = async (app, { db, bus, limitPerMinute }) => {
  app.post(
    '/api/scan',
    {
      schema: { body: scanRequestSchema, response: { 200: scanReplySchema } },
      config: {
        rateLimit: { max: limitPerMinute, timeWindow: '1 minute', keyGenerator: scannerKey },
      },
    },
    async (request) => {
      const by = await whoIsScanning(db, request);
      return recordScan(db, bus, request.body.barcode, by);
    },
  );
};
