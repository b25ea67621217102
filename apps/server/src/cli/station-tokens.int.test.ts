import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledEntry } from '../test/compiled.ts';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanWithToken, startLiveTestApp } from '../test/live-test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const cli = compiledEntry('station-tokens');

describe.each(TEST_ENGINES)('the station-token command on %s', (engine) => {
  let t: TestApp;
  let barcodes: string[];
  beforeAll(async () => {
    ({ t, pending: barcodes } = await startLiveTestApp(engine, {}));
  }, 120_000);
  afterAll(() => t.close());

  /** `npm run station-token -- ...args`, as an operator runs it, against this test's database. */
  const stationToken = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl ?? '',
    };
    try {
      const { stdout } = await run(process.execPath, [cli, ...args], {
        cwd: repoRoot,
        env,
      });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  };

  const scan = (token: string) => scanWithToken(t.app, barcodes.shift() ?? '', token);

  it('creates a token that scans, lists it without its value, and revokes it at once', async () => {
    const created = await stationToken('create', 'Main hall');
    expect(created.code).toBe(0);
    const [, id, token] = /Station token (\d+) for "Main hall":\s+(\S+)/.exec(created.stdout) ?? [];
    expect(token).toBeTruthy();
    expect((await scan(token ?? '')).json().result).toBe('done');

    const listed = await stationToken('list');
    expect(listed.stdout).toMatch(new RegExp(`^${id}\\tMain hall\\tcreated \\S+\\tactive$`, 'm'));
    expect(listed.stdout).not.toContain(token);

    const revoked = await stationToken('revoke', id ?? '');
    expect(revoked).toEqual({ code: 0, stdout: `Token ${id} revoked.\n` });
    const refused = await scan(token ?? '');
    expect(refused.statusCode).toBe(401);
  });

  it('prints the station page’s address holding the token, and is audited as the command line', async () => {
    const created = await stationToken('create', 'Side room');
    const [, id, token] = /Station token (\d+) for "Side room":\s+(\S+)/.exec(created.stdout) ?? [];
    expect(created.stdout).toContain(`${t.config.PUBLIC_URL}/scan#token=${token}`);
    await stationToken('revoke', id ?? '');
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'summary', 'target_id'])
      .where('area', '=', 'stations')
      .where('target_id', '=', id ?? '')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'station.create',
        actor: 'Command line',
        summary: 'Added the scanner station “Side room”',
        target_id: id,
      },
      {
        action: 'station.revoke',
        actor: 'Command line',
        summary: 'Revoked the token of the scanner station “Side room”',
        target_id: id,
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(await stationToken('revoke', id ?? '')).toEqual({
      code: 1,
      stdout: `No active token ${id}.\n`,
    });
  });

  it('explains its usage when the command is wrong', async () => {
    const wrong = await stationToken('create');
    expect(wrong.code).toBe(2);
    expect(wrong.stdout).toMatch(/usage: station-token create <name> \| list \| revoke <id>/);
  });
});
