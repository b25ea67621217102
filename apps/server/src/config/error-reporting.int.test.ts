import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { flushErrorReports, initErrorReporting } from './error-reporting.ts';

/**
 * The real @sentry/node SDK sends to a local stand-in of Sentry's ingest endpoint (a remote
 * HTTP API, like the card processor's), so we see exactly what would leave the server.
 */
describe('a crash on the server is reported to Sentry without what the visitor sent', () => {
  let t: TestApp;
  let ingest: http.Server;
  const envelopes: string[] = [];

  beforeAll(async () => {
    ingest = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push(
          req.headers['content-encoding'] === 'gzip'
            ? zlib.gunzipSync(body).toString('utf8')
            : body.toString('utf8'),
        );
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => ingest.listen(0, '127.0.0.1', r));
    const { port } = ingest.address() as AddressInfo;
    await initErrorReporting({ dsn: `http://publickey@127.0.0.1:${port}/7`, environment: 'test' });
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => ingest.close(r));
  });

  it('sends the error with its route, and no cookie, query or body', async () => {
    // Break the database under the app so that an ordinary call fails in a way no test planned.
    await sql`ALTER TABLE plans RENAME TO plans_gone`.execute(t.handle.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/plans?email=someone@example.org',
      headers: { cookie: 'zechus_session=secret-session' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side. Please try again.');

    await flushErrorReports();
    const sent = envelopes.join('\n');
    expect(sent).toContain('plans');
    expect(sent).toContain('/api/plans');
    expect(sent).not.toContain('secret-session');
    expect(sent).not.toContain('someone@example.org');
  });
});
