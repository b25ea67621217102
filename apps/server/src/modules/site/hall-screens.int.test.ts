import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A stand-in build with what the hall screens add at its top (decision 0035): the service
 * worker with its compressed copy, and a web app manifest.
 */
function fakeClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-web-hall-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content="__CSRF_TOKEN__" />' +
      '<script type="application/json" id="site-config">__SITE_CONFIG__</script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const worker = 'self.addEventListener("fetch", () => {});\n';
  fs.writeFileSync(path.join(dir, 'sw.js'), worker);
  fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(worker));
  fs.writeFileSync(
    path.join(dir, 'scan.webmanifest'),
    JSON.stringify({ name: 'Zechus Scanner Station', start_url: '/scan' }),
  );
  return dir;
}

describe('the hall screens’ worker and manifests', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeClientBuild();
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
