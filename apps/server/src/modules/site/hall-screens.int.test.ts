import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../test/fake-client-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const WORKER = 'self.addEventListener("fetch", () => {});\n';
/**
 * A stand-in build with what the hall screens add at its top (decision 0035): the service
 * worker with its compressed copy, and a web app manifest.
 */
const hallBuild = (): string =>
  fakeClientBuild({
    'sw.js': WORKER,
    'sw.js.br': zlib.brotliCompressSync(WORKER),
    'scan.webmanifest': JSON.stringify({ name: 'Zechus Scanner Station', start_url: '/scan' }),
  });

describe('the hall screens’ worker and manifests', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = hallBuild();
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the worker is served from the root and asked again at every use, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(reply.statusCode, encoding).toBe(200);
      expect(reply.headers['content-type'], encoding).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(reply.headers['content-encoding'], encoding).toBe(
        encoding === 'br' ? 'br' : undefined,
      );
      expect(reply.headers['cache-control'], encoding).toBe('no-cache');
      // Its scopes (/scan, /large-screen) are under the root it is served from: no header needed.
      expect(reply.headers['service-worker-allowed'], encoding).toBeUndefined();
    }
  });

  it('a manifest is served as one, kept a day like the other files at the root', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/scan.webmanifest' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.json()).toMatchObject({ start_url: '/scan' });
  });

  it('the page lets only our own worker and manifests in', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/scan',
      headers: { accept: 'text/html' },
    });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
