import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment } from './support/deployment.ts';
import { chapterDone, lastEventId, LIVE_PATH, openBarcodes } from './support/learning.ts';
import { makeRelease } from './support/releases.ts';
import { instanceLog, instanceName, type LogLine } from './support/logs.ts';
import { scan, STATION_TOKEN } from './support/site.ts';
import { startTraffic } from './support/traffic.ts';
import { openWall } from './support/wall.ts';

let deployment: Deployment;

beforeAll(async () => {
  deployment = await startDeployment();
});

afterAll(async () => {
  await deployment?.close();
});

describe('an upgrade, as docs/operations.md does it', () => {
  it('upgrades to a new release one instance at a time while the wall watches and sponsors pay, losing nothing', async () => {
    const { client, ports, nginx, origin, units, control, installDir } = deployment;
    const before = ports.map((port) => units.pid(String(port)));
    // The next release, built beside the running one; each has a page file the other lacks.
    const oldRelease = fs.realpathSync(path.join(installDir, 'current'));
    const newRelease = makeRelease(installDir, 'r2');
    const oldAsset = `/assets/only-in-r1-${crypto.randomBytes(4).toString('hex')}.js`;
    const newAsset = `/assets/only-in-r2-${crypto.randomBytes(4).toString('hex')}.js`;
    fs.writeFileSync(path.join(oldRelease, 'apps/web/dist', oldAsset), 'export const r1 = 1;');
    fs.writeFileSync(path.join(newRelease, 'apps/web/dist', newAsset), 'export const r2 = 2;');

    const wall = openWall(origin, LIVE_PATH, nginx.certificate);
    await wall.until(() => wall.connections === 1 && wall.failures.length === 0);
    const firstSeen = await lastEventId(deployment);
    const traffic = startTraffic(deployment, await openBarcodes(deployment, 400, 10));
    // A tab opened before the upgrade loads its page's files throughout, and after.
    const fetchAsset = async (asset: string) => (await client(asset)).status;
    traffic.add('old page file', () => fetchAsset(oldAsset));

    const upgrade = spawn(path.join(newRelease, 'deploy/zechus-upgrade'), [newRelease], {
      env: {
        PATH: control.path,
        ZECHUS_HOME: installDir,
        UPSTREAM_FILE: nginx.upstreamFile,
        NGINX_PID_FILE: nginx.pidFile,
      },
    });
    let output = '';
    upgrade.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    upgrade.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // From the moment new pages can be served, their files load wherever nginx sends them.
      if (chunk.toString().includes('assets shared')) {
        traffic.add('new page file', () => fetchAsset(newAsset));
      }
    });
    const exitCode = await new Promise<number | null>((resolve) => upgrade.once('exit', resolve));
    await traffic.stop();
    expect({ exitCode, output }).toEqual({
      exitCode: 0,
      output: expect.stringContaining('all instances restarted'),
    });

    // A last scan, on the new release, which the wall must see too.
    const [last] = await openBarcodes(deployment, 1);
    const final = await scan(client, last!);
    expect(final.status, final.text()).toBe(200);

    // Both instances run the new release now, after a clean drain each.
    expect(fs.realpathSync(path.join(installDir, 'current'))).toBe(newRelease);
    for (const port of ports) {
      expect(fs.realpathSync(`/proc/${units.pid(String(port))}/cwd`)).toBe(newRelease);
    }
    expect(ports.map((port) => units.pid(String(port)))).not.toEqual(before);
    expect(Object.fromEntries(control.exits)).toEqual(
      Object.fromEntries(ports.map((port) => [String(port), [0]])),
    );
    for (const port of ports) {
      expect(units.log(String(port))).not.toContain('shutdown ran out of time');
    }

    // No request failed, none got a 5xx, and every page file was there.
    expect(traffic.failures).toEqual([]);
    expect(traffic.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(traffic.answers.filter((a) => a.what.endsWith('page file') && a.status !== 200)).toEqual(
      [],
    );
    for (const what of ['scan', 'sign-up', 'page', 'old page file', 'new page file']) {
      expect(traffic.answers.filter((a) => a.what === what).length, what).toBeGreaterThan(2);
    }

    // Every acknowledged scan and payment is in the database.
    const storedScans = await deployment.database.query<{ scan_id: string }>(
      `SELECT scan_id FROM scans WHERE scan_id = ANY($1)`,
      [traffic.scans.map((s) => s.scanId)],
    );
    expect(storedScans.length).toBe(traffic.scans.length);
    const storedPayments = await deployment.database.query<{ enrollment_id: number }>(
      `SELECT enrollment_id FROM payments WHERE status = 'approved' AND enrollment_id = ANY($1)`,
      [traffic.payments],
    );
    expect(traffic.payments.length).toBeGreaterThan(0);
    expect(storedPayments.length).toBe(traffic.payments.length);

    // The wall reconnected and saw every chapter done, with no event missing or twice.
    await wall.until((events) => chapterDone(events, last!));
    for (const { barcode } of traffic.scans.filter((s) => s.result === 'done')) {
      expect(chapterDone(wall.events, barcode), barcode).toBe(true);
    }
    const ids = wall.events.map((e) => e.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    const published = await deployment.database.query<{ id: number }>(
      `SELECT id FROM live_events WHERE id > $1 AND id <= $2 ORDER BY id`,
      [firstSeen, ids.at(-1)],
    );
    expect(ids.filter((id) => id > firstSeen)).toEqual(published.map((row) => Number(row.id)));
    expect(wall.connections).toBeGreaterThanOrEqual(2);
    expect(wall.failures).toEqual([]);
    wall.close();

    // Through both versions and both stops, the journal holds JSON lines naming the instance.
    for (const port of ports) {
      const lines = instanceLog(deployment, port);
      for (const line of lines)
        expect((JSON.parse(line) as LogLine).instance, line).toBe(instanceName(port));
      expect(lines.join('\n')).not.toContain(STATION_TOKEN);
    }
  });
});
