import { londonDay } from '@zechus/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO } from '../db/seed/demo.ts';
import type { Engine } from '../db/database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface LiveTestApp {
  t: TestApp;
  /** The listening server's origin, for real SSE connections. */
  base: string;
  /** Today's chapters not yet done in the demo, in wall order: free to scan. */
  pending: string[];
}

/**
 * A test app with today's demo learning, listening on a free port so walls can connect over real
 * HTTP (app.inject cannot hold a stream open).
 */
export async function startLiveTestApp(
  engine: Engine,
  env: Record<string, string>,
): Promise<LiveTestApp> {
  const t = await createTestApp(engine, { env, demo: { today: londonDay(new Date()) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const wall = (await t.app.inject({ method: 'GET', url: '/api/large-screen' })).json();
  const pending = (wall.chapters as { done: boolean; barcode: string }[])
    .filter((c) => !c.done)
    .map((c) => c.barcode);
  return { t, base, pending };
}

/** A scanner station scanning `barcode`, signed in with its Bearer token (the demo's by default). */
export function scanWithToken(
  app: FastifyInstance,
  barcode: string,
  token: string = DEMO.stationToken,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/scan',
    payload: { barcode },
    headers: { authorization: `Bearer ${token}` },
  });
}
