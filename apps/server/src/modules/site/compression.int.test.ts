import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../http/compression.ts';
import { fakeClientBuild } from '../../test/fake-client-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { openStream } from '../../test/sse-client.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('shalom '.repeat(400))};`;

/**
 * A stand-in build shaped like Vite's: a hashed script with the brotli and gzip copies the build
 * writes beside it and its hidden source map, and a page large enough to be worth compressing
 * (prerendered content).
 */
function compressibleBuild(): string {
  const script = 'assets/main-Ab12Cd34.js';
  return fakeClientBuild(
    {
      [script]: SCRIPT,
      [`${script}.br`]: zlib.brotliCompressSync(SCRIPT),
      [`${script}.gz`]: zlib.gzipSync(SCRIPT),
      [`${script}.map`]: '{"version":3,"sources":["main.tsx"],"mappings":""}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    `<div id="root"><main>${'<p>Children learn Mishnayos every day.</p>'.repeat(60)}</main></div>`,
  );
}

/** The body of a compressed answer, decoded by the encoding it declares. */
function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe.each(TEST_ENGINES)('compressed answers and cache headers on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = compressibleBuild();
    t = await createTestApp(engine, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['br', 'gzip'])(
    'a built script is sent as its pre-compressed %s copy, cached for a year',
    async (encoding) => {
      const reply = await get('/assets/main-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers.vary).toContain('accept-encoding');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(reply.rawPayload, encoding)).toBe(SCRIPT);
    },
  );

  it('a client that asks for no encoding gets the script as it is', async () => {
    const reply = await get('/assets/main-Ab12Cd34.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(SCRIPT);
  });

  it('brotli is preferred when a browser accepts both', async () => {
    const reply = await get('/assets/main-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it.each(['/', '/about', '/my-page/3'])(
    'the page at %s is compressed and never cached (it carries a CSRF token)',
    async (url) => {
      const reply = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toBe('no-store');
      const html = decoded(reply.rawPayload, 'br');
      const cookie = reply.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(html).toContain(`content="${cookie?.value}"`);
    },
  );

  it('a JSON answer is compressed with gzip for a client that only takes gzip', async () => {
    // The office writes the plans' descriptions; long ones make the list worth compressing.
    await t.handle.db
      .updateTable('plans')
      .set({ text: 'A year of learning: the whole Mishnah every day, for the neshama. '.repeat(8) })
      .execute();
    const reply = await get('/api/plans', { 'accept-encoding': 'gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toContain('application/json');
    const plans = JSON.parse(decoded(reply.rawPayload, 'gzip')) as unknown[];
    expect(plans.length).toBeGreaterThan(0);
  });

  it('an answer below the threshold goes as it is', async () => {
    const reply = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/assets/main-Ab12Cd34.js.map', '/assets/main-Ab12Cd34.js.map?v=1'])(
    'the source map %s is not served, even to a browser navigation',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
      const navigation = await get(url, { accept: 'text/html' });
      expect(navigation.statusCode).toBe(404);
      expect(navigation.body).not.toContain('sourceMappingURL');
      expect(navigation.body).not.toContain('mappings');
    },
  );

  it('the pre-compressed copies are not addressable by name', async () => {
    expect((await get('/assets/main-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/assets/main-Ab12Cd34.js.gz')).statusCode).toBe(404);
  });

  it('an unhashed file of the build is cached for a day only', async () => {
    const reply = await get('/favicon.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('the live stream is never compressed', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { LIVE_HEARTBEAT_MS: '60000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  it('a client that accepts brotli still reads each event as it is written', async () => {
    const stream = openStream(`${base}/api/live/update-screen`, {
      'accept-encoding': 'br, gzip',
    });
    try {
      await stream.opened;
      expect(stream.headers()['content-encoding']).toBeUndefined();
      // The greeting heartbeat is written the moment the stream opens: a compressor would hold
      // it back, and the next one is a minute away.
      await vi.waitFor(() => expect(stream.unnumbered.length).toBeGreaterThan(0), {
        timeout: 5000,
      });
    } finally {
      stream.close();
    }
  });
});
