import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import http2 from 'node:http2';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3Tone } from '../../apps/server/src/modules/recordings/test-audio.ts';
import { RECORDING_MAX_BYTES } from '../../packages/shared/src/office/recordings.ts';
import {
  LOGIN_LIMIT_PER_IP,
  metricValue,
  scrape,
  startDeployment,
  type Deployment,
} from './support/deployment.ts';
import { cookieHeader } from './support/https-client.ts';
import { chapterDone, LIVE_PATH, openBarcodes } from './support/learning.ts';
import { instanceLog, instanceName, nginxRequestIds, type LogLine } from './support/logs.ts';
import { DEMO_STAFF_PASSWORD, scan, STAFF_COOKIE, STATION_TOKEN, Visitor } from './support/site.ts';
import { openWall } from './support/wall.ts';

let deployment: Deployment;

beforeAll(async () => {
  deployment = await startDeployment();
});

afterAll(async () => {
  await deployment?.close();
});

describe('the site through nginx, in front of two instances on one PostgreSQL', () => {
  it('carries a scan made on one instance to a wall held through nginx on the other within a second', async () => {
    const { client, ports, nginx, origin } = deployment;
    const wall = openWall(origin, LIVE_PATH, nginx.certificate);
    try {
      // Which instance nginx gave the stream to: the one whose metrics count it.
      let holder: number | undefined;
      while (holder === undefined) {
        for (const port of ports) {
          if (metricValue(await scrape(deployment, port), 'zechus_live_streams_open') === 1)
            holder = port;
        }
      }
      const other = ports.find((port) => port !== holder)!;
      const [barcode] = await openBarcodes(deployment, 1);
      const answer = await fetch(`http://127.0.0.1:${other}/api/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer demo-station-token' },
        body: JSON.stringify({ barcode, scanId: crypto.randomUUID() }),
      });
      expect(answer.status).toBe(200);
      await wall.until((events) => chapterDone(events, barcode!), 1000);
      expect(client).toBeDefined();
    } finally {
      wall.close();
    }
  });

  it('counts the per-address limits by the real client, whatever X-Forwarded-For it sends', async () => {
    const { client } = deployment;
    const tryLogin = async (visitor: Visitor, n: number) => {
      const answer = await visitor.post(
        '/api/office/login',
        { email: `nobody-${n}@example.org`, password: 'not-the-password' },
        // A client naming another address for itself, fresh each time.
        { 'x-forwarded-for': `203.0.113.${n}` },
      );
      return answer.status;
    };
    const mallory = new Visitor(client, '127.0.0.2');
    await mallory.open();
    const statuses: number[] = [];
    for (let n = 1; n <= LOGIN_LIMIT_PER_IP + 2; n++) statuses.push(await tryLogin(mallory, n));
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT_PER_IP).fill(403), 429, 429]);
    // Another visitor, from another address, is not held back by her.
    const chana = new Visitor(client, '127.0.0.3');
    await chana.open();
    expect(await tryLogin(chana, 100)).toBe(403);
    // What the app recorded is the address nginx saw, never the one the client claimed.
    const addresses = await deployment.database.query<{ ip: string }>(
      `SELECT DISTINCT ip FROM login_attempts WHERE email LIKE 'nobody-%' ORDER BY ip`,
    );
    expect(addresses.map((row) => row.ip)).toEqual(['127.0.0.2', '127.0.0.3']);
  });

  it('takes a 20 MB recording through nginx', async () => {
    const office = new Visitor(deployment.client);
    expect((await office.signInToOffice()).status).toBe(200);
    // A real MP3 (a tone, its frames repeated) as large as a recording may be.
    const tone = mp3Tone(10);
    const file = Buffer.concat(
      Array<Buffer>(Math.floor(RECORDING_MAX_BYTES / tone.length)).fill(tone),
    );
    expect(file.length).toBeGreaterThan(19.5 * 1024 * 1024);
    const boundary = `----zechus${crypto.randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="perek.mp3"\r\n` +
          `Content-Type: audio/mpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const [day] = (
      await deployment.database.query<{ day: string }>(
        `SELECT day FROM assignments WHERE perek_index = 0 ORDER BY day DESC LIMIT 1`,
      )
    ).map((row) => row.day);
    const answer = await deployment.client(`/api/office/recordings/${day}/0`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: cookieHeader(office.jar),
        'x-xsrf-token': office.jar['XSRF-TOKEN']!,
      },
      body,
    });
    expect(answer.status, answer.text()).toBe(200);
    const url = answer.json<{ recording: string }>().recording;
    const served = await office.get(url);
    expect(served.status).toBe(200);
    expect({ url, type: served.headers['content-type'] }).toEqual({ url, type: 'audio/mpeg' });
    expect(served.body.length).toBe(file.length);
    expect(served.body.equals(file)).toBe(true);
  });

  it('serves pages compressed over HTTP/2, assets with their cache headers, metrics never', async () => {
    const { client } = deployment;
    const page = await client('/', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(
      (await client('/', { headers: { accept: 'text/html' } })).text(),
    )?.[1];
    expect(script).toBeDefined();
    const asset = await client(script!, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    // Browsers speak HTTP/2 to nginx.
    const session = http2.connect(deployment.origin, { ca: deployment.nginx.certificate });
    try {
      const status = await new Promise<unknown>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/health' });
        stream.on('response', (headers) => resolve(headers[':status']));
        stream.on('error', reject);
        stream.end();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }
    // Prometheus reads each instance on its own port; the public site has no /metrics.
    expect((await client('/metrics')).status).toBe(404);
    expect(await scrape(deployment, deployment.ports[0])).toContain(
      'zechus_http_request_duration_seconds',
    );
  });

  it("makes the first owner with npm run staff from the env file, and the owner's link opens through nginx", () => {
    // The runbook's commands, as root in /opt/zechus/current: the env file read by a shell.
    const printed = execFileSync(
      'bash',
      [
        '-c',
        'set -a; . "$1"; set +a; npm run --silent staff -- add owner@school.example.org --name "Rivka Cohen" --role owner',
        'runbook',
        deployment.environmentFile,
      ],
      {
        cwd: path.join(deployment.installDir, 'current'),
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      },
    );
    const link = new RegExp(`${deployment.origin}/office/welcome/(\\S+)`).exec(printed);
    expect(link, printed).not.toBeNull();
    return deployment
      .client(`/api/office/welcome/${link![1]}`)
      .then((answer) =>
        expect(answer.json()).toEqual({ name: 'Rivka Cohen', email: 'owner@school.example.org' }),
      );
  });

  it('marks cookies Secure and sends HSTS when PUBLIC_URL is https', async () => {
    const visitor = new Visitor(deployment.client);
    const page = await visitor.open();
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const cookies = [page.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const login = await visitor.signInToOffice();
    const session = [login.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith(`${STAFF_COOKIE}=`));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
  });

  it("logs JSON lines naming the instance, joined to nginx's by the request id, with no secret in them", async () => {
    const office = new Visitor(deployment.client);
    expect((await office.signInToOffice()).status).toBe(200);
    const [barcode] = await openBarcodes(deployment, 1, 3);
    expect((await scan(deployment.client, barcode!)).status).toBe(200);
    const secrets = {
      password: DEMO_STAFF_PASSWORD,
      'station token': STATION_TOKEN,
      'metrics token': deployment.metricsToken,
      'staff cookie': office.jar[STAFF_COOKIE]!,
      'CSRF token': office.jar['XSRF-TOKEN']!,
      'database password in its URL':
        new URL(deployment.database.url).password || 'no-password-set',
    };
    const appRequestIds = new Set<string>();
    for (const port of deployment.ports) {
      const lines = instanceLog(deployment, port);
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) {
        const parsed = JSON.parse(line) as LogLine;
        expect(parsed.instance, line).toBe(instanceName(port));
        if (parsed.reqId) appRequestIds.add(parsed.reqId);
      }
      for (const [name, secret] of Object.entries(secrets)) {
        expect(secret.length, name).toBeGreaterThanOrEqual(8);
        expect(lines.join('\n').includes(secret), name).toBe(false);
      }
    }
    // Each request an instance logged came through nginx, under nginx's id (32 hex digits, in
    // nginx's access log once nginx has finished the request), or straight to the instance (the
    // test's own scrapes and readiness checks), under a fresh UUID of the app's own.
    const fromNginx = [...appRequestIds].filter((id) => /^[0-9a-f]{32}$/.test(id));
    const direct = [...appRequestIds].filter((id) => !fromNginx.includes(id));
    expect(fromNginx.length).toBeGreaterThan(10);
    for (const id of direct)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect
      .poll(() => fromNginx.filter((id) => !nginxRequestIds(deployment).includes(id)))
      .toEqual([]);
  });
});
