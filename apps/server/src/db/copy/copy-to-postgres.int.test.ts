import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { createMailer } from '../../mail/mailer.ts';
import { SandboxGateway } from '../../modules/payments/gateway/sandbox-gateway.ts';
import { compiledEntry } from '../../test/compiled.ts';
import { adminQuery, databaseUrlFor } from '../../test/database-templates.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { TestBrowser } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { copyToPostgres, type CopySummary } from './copy-to-postgres.ts';
import {
  BOOKKEEPING,
  EVERY_TABLE,
  everything,
  postgresRows,
  postgresTableNames,
  sqliteRows,
  sqliteTableNames,
  tablesWithRows,
  withPostgres,
  withSqlite,
} from './test-install.ts';
import { fillEveryTable } from './test-fill-every-table.ts';
import { filesUnder } from './uploads.ts';

/**
 * The copy of issue 25, proved on a demo install with rows in every table: everything arrives
 * (every row and column of every table, every upload's bytes), the PostgreSQL install works on
 * it (serves it, gives new rows new ids), and the command refuses what it must without changing
 * anything. PostgreSQL only: runs when TEST_DATABASE_URL is set (CI sets it).
 */

const TODAY = '2026-11-22';
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const cli = compiledEntry('copy-to-postgres');
const run = promisify(execFile);

describe.skipIf(!adminUrl)('moving an install from SQLite to PostgreSQL', () => {
  /** The SQLite install's DATA_DIR. No connection stays open on it: the copy refuses one. */
  let sourceDir: string;
  const databases: string[] = [];
  const folders: string[] = [];
  const inSource = <T>(use: Parameters<typeof withSqlite<T>>[1]) => withSqlite(sourceDir, use);

  /** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, dropped after the file. */
  const emptyDatabase = async (): Promise<string> => {
    // The run's id in the name: the run's end drops it even if this file is killed.
    const { runId } = inject('databaseTemplates');
    const name = `zechus_copy_${runId}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    databases.push(name);
    return databaseUrlFor(adminUrl, name);
  };
  const newFolder = (): string => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-copy-'));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    const source = await createTestDatabase('sqlite', { demo: { today: TODAY } });
    sourceDir = source.dataDir;
    await fillEveryTable(source.handle.db, TODAY);
    await source.handle.close();
  });
  afterAll(async () => {
    for (const name of databases) {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
    for (const folder of [sourceDir, ...folders]) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('copied into an empty database, the uploads to a new DATA_DIR', () => {
    let targetUrl: string;
    let newDataDir: string;
    let summary: CopySummary;
    beforeAll(async () => {
      targetUrl = await emptyDatabase();
      newDataDir = newFolder();
      summary = await copyToPostgres({ dataDir: sourceDir, targetUrl, uploadsTo: newDataDir });
    }, 120_000);

    it('an install moved from SQLite to PostgreSQL keeps every row of every table and every upload', async () => {
      expect(await inSource(sqliteTableNames)).toEqual([...EVERY_TABLE]);
      const postgresTables = await withPostgres(targetUrl, postgresTableNames);
      expect(postgresTables.filter((t) => !BOOKKEEPING.includes(t))).toEqual([...EVERY_TABLE]);

      const inSqlite = await inSource(async (db) => {
        const rows: Record<string, string[]> = {};
        for (const table of EVERY_TABLE) rows[table] = await sqliteRows(db, table);
        return rows;
      });
      // Worth copying: no table of the source is empty.
      expect(EVERY_TABLE.filter((table) => inSqlite[table]?.length === 0)).toEqual([]);
      const compared = await withPostgres(targetUrl, async (client) => {
        const done: string[] = [];
        for (const table of EVERY_TABLE) {
          const inPostgres = await postgresRows(client, table);
          expect(inPostgres.length, table).toBe(inSqlite[table]?.length);
          expect(inPostgres, table).toEqual(inSqlite[table]);
          done.push(table);
        }
        return done;
      });
      expect(compared).toEqual([...EVERY_TABLE]);
      expect(summary.tables).toEqual(
        EVERY_TABLE.map((table) => ({ table, rows: inSqlite[table]?.length })),
      );

      const uploads = filesUnder(path.join(sourceDir, 'uploads'));
      expect(uploads.length).toBeGreaterThan(40);
      expect(filesUnder(path.join(newDataDir, 'uploads'))).toEqual(uploads);
      for (const file of uploads) {
        const bytes = (dir: string) => fs.readFileSync(path.join(dir, 'uploads', file));
        expect(bytes(newDataDir).equals(bytes(sourceDir)), file).toBe(true);
      }
      expect(summary.uploads).toMatchObject({ moved: true, copied: uploads.length });
    });

    it('every id sequence continues past the copied ids and past ids SQLite gave to deleted rows', async () => {
      const issued = await inSource(async (db) => {
        const { rows } = await sql<{
          name: string;
          seq: number;
        }>`select name, seq from sqlite_sequence`.execute(db);
        return new Map(rows.map((row) => [row.name, Number(row.seq)]));
      });
      await withPostgres(targetUrl, async (client) => {
        const { rows } = await client.query<{ table: string; sequence: string }>(
          `select table_name as table, pg_get_serial_sequence(table_name, 'id') as sequence
             from information_schema.columns
            where table_schema = current_schema() and is_identity = 'YES' and column_name = 'id'`,
        );
        expect(rows.length).toBeGreaterThan(20);
        for (const { table, sequence } of rows) {
          // Read, not nextval(): the sign-up below must get the very next id.
          const { rows: state } = await client.query<{ last: string; is_called: boolean }>(
            `select last_value::text as last, is_called from ${sequence}`,
          );
          const next = Number(state[0]?.last) + (state[0]?.is_called ? 1 : 0);
          const { rows: max } = await client.query<{ id: number | null }>(
            `select max(id) as id from ${table}`,
          );
          expect(next, table).toBe(Math.max(max[0]?.id ?? 0, issued.get(table) ?? 0) + 1);
        }
      });
      // The live event deleted in SQLite (fillEveryTable) keeps its id: no wall is sent it twice.
      const liveEvents = summary.sequences.find((s) => s.table === 'live_events');
      const largestLeft = await inSource(async (db) =>
        Number(
          (
            await db
              .selectFrom('live_events')
              .select((eb) => eb.fn.max('id').as('id'))
              .executeTakeFirstOrThrow()
          ).id,
        ),
      );
      expect(liveEvents?.next).toBe(largestLeft + 2);
    });

    it('the PostgreSQL install serves the copied data as SQLite did and gives a new sign-up new ids', async () => {
      const wall = async (dataDir: string, databaseUrl?: string) => {
        const app = await startApp(dataDir, databaseUrl);
        try {
          const answer = await app.app.inject({ method: 'GET', url: '/api/large-screen' });
          expect(answer.statusCode).toBe(200);
          return answer.json();
        } finally {
          await app.close();
        }
      };
      expect(await wall(newDataDir, targetUrl)).toEqual(await wall(sourceDir));

      const largest = (table: 'donors' | 'enrollments' | 'payments') =>
        inSource(async (db) => {
          const max = db.selectFrom(table).select((eb) => eb.fn.max('id').as('id'));
          return Number((await max.executeTakeFirstOrThrow()).id);
        });
      const onPostgres = await startApp(newDataDir, targetUrl);
      try {
        const photo = await onPostgres.app.inject('/uploads/learners/learner-1.svg');
        expect(photo.statusCode).toBe(200);
        const original = fs.readFileSync(path.join(sourceDir, 'uploads/learners/learner-1.svg'));
        expect(photo.rawPayload.equals(original)).toBe(true);

        const contact = {
          name: 'Rivka Stern',
          phone: '+44 20 7946 0002',
          email: 'rivka@example.org',
        };
        const signUp = await onPostgres.browser.post('/api/sign-up', signUpRequest({ contact }), {
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        expect(signUp.statusCode, signUp.body).toBe(200);
        const made = await onPostgres.db
          .selectFrom('donors')
          .innerJoin('enrollments', 'enrollments.donor_id', 'donors.id')
          .innerJoin('payments', 'payments.enrollment_id', 'enrollments.id')
          .select(['donors.id as donor', 'enrollments.id as enrollment', 'payments.id as payment'])
          .where('donors.email', '=', contact.email)
          .executeTakeFirstOrThrow();
        expect(made).toEqual({
          donor: (await largest('donors')) + 1,
          enrollment: (await largest('enrollments')) + 1,
          payment: (await largest('payments')) + 1,
        });
      } finally {
        await onPostgres.close();
      }
    });

    it('copying into a database that is not empty is refused and changes nothing', async () => {
      const before = await withPostgres(targetUrl, everything);
      const uploadsBefore = filesUnder(path.join(newDataDir, 'uploads'));
      await expect(
        copyToPostgres({ dataDir: sourceDir, targetUrl, uploadsTo: newFolder() }),
      ).rejects.toThrow(/is not empty: .*holds? data\. .*Nothing was changed\./);
      expect(await withPostgres(targetUrl, everything)).toEqual(before);
      expect(filesUnder(path.join(newDataDir, 'uploads'))).toEqual(uploadsBefore);
    });
  });

  it('a database holding only the standard plans as migrated counts as empty; an edited plan does not', async () => {
    const targetUrl = await emptyDatabase();
    const migrated = openDatabase({ databaseUrl: targetUrl, dataDir: newFolder() });
    try {
      await migrateToLatest(migrated);
      await migrated.db
        .updateTable('plans')
        .set({ price_cents: 400_00 })
        .where('position', '=', 0)
        .execute();
    } finally {
      await migrated.close();
    }
    await expect(copyToPostgres({ dataDir: sourceDir, targetUrl })).rejects.toThrow(
      /is not empty: plans holds data\./,
    );
  });

  it('the command prints every table copied, the uploads and the next step; run again, or with DATABASE_URL set, it refuses', async () => {
    const targetUrl = await emptyDatabase();
    const newDataDir = newFolder();
    const command = async (env: Record<string, string>, ...args: string[]) => {
      try {
        const { stdout } = await run(process.execPath, [cli, ...args], {
          cwd: path.dirname(cli),
          env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: sourceDir, ...env },
        });
        return { code: 0, stdout, stderr: '' };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return {
          code: failed.code ?? -1,
          stdout: failed.stdout ?? '',
          stderr: failed.stderr ?? '',
        };
      }
    };

    const copied = await command({}, targetUrl, '--uploads-to', newDataDir);
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    const counts = await inSource(async (db) => {
      const rows: [string, number][] = [];
      for (const table of EVERY_TABLE) rows.push([table, (await sqliteRows(db, table)).length]);
      return rows;
    });
    for (const [table, rows] of counts) {
      const shown = rows.toLocaleString('en-GB');
      expect(copied.stdout).toMatch(new RegExp(`^  ${table} +${shown} rows?$`, 'm'));
    }
    const uploads = filesUnder(path.join(sourceDir, 'uploads')).length;
    expect(copied.stdout).toContain(`Uploads: ${uploads} files copied to ${newDataDir}/uploads.`);
    expect(copied.stdout).toContain(`DATABASE_URL=${targetUrl}\n`);
    expect(copied.stdout).toContain(`DATA_DIR=${newDataDir}\n`);
    expect(copied.stdout).toMatch(/server must be stopped/);

    const before = await withPostgres(targetUrl, everything);
    const again = await command({}, targetUrl, '--uploads-to', newDataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty/);
    const configured = await command({ DATABASE_URL: targetUrl }, targetUrl);
    expect(configured.code).toBe(1);
    expect(configured.stderr).toMatch(/DATABASE_URL is already set .*, to this very database/);
    expect(await withPostgres(targetUrl, everything)).toEqual(before);

    const usage = await command({});
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run copy-to-postgres -- postgres:/);
  });

  it('a table in SQLite that PostgreSQL does not have stops the copy before any row is copied', async () => {
    const dataDir = newFolder();
    fs.cpSync(sourceDir, dataDir, { recursive: true });
    await withSqlite(dataDir, async (db) => {
      await sql`create table notes (id integer primary key, body text)`.execute(db);
      await sql`insert into notes (body) values ('kept only in SQLite')`.execute(db);
    });
    const targetUrl = await emptyDatabase();
    await expect(copyToPostgres({ dataDir, targetUrl })).rejects.toThrow(
      /schemas differ.*\n {2}tables only in SQLite: notes\n/,
    );
    // Migrated, and empty but for the migration's four plans: the command can run again.
    expect(await tablesWithRows(targetUrl)).toEqual({ plans: 4 });
  });

  it('a server holding the SQLite database open is refused before anything is changed', async () => {
    const targetUrl = await emptyDatabase();
    const server = openDatabase({ dataDir: sourceDir });
    try {
      await server.db.selectFrom('plans').select('id').execute();
      await expect(copyToPostgres({ dataDir: sourceDir, targetUrl })).rejects.toThrow(
        /Another program has .*zechus\.db open .*stop it and run the command again/,
      );
    } finally {
      await server.close();
    }
    expect(await withPostgres(targetUrl, postgresTableNames)).toEqual([]);
  });

  it('a write to SQLite during the copy is seen, and nothing is committed', async () => {
    const targetUrl = await emptyDatabase();
    const dataDir = newFolder();
    fs.cpSync(sourceDir, dataDir, { recursive: true });
    let wrote = false;
    await expect(
      copyToPostgres({
        dataDir,
        targetUrl,
        onProgress: (_table, _rows, done) => {
          if (done && !wrote) {
            wrote = true;
            // Another program (a server started meanwhile) commits once the copy is under way.
            const other = new SQLite(path.join(dataDir, 'zechus.db'));
            other.exec(`insert into job_leases values ('meanwhile', 'a server', '${TODAY}')`);
            other.close();
          }
        },
      }),
    ).rejects.toThrow(/was written to while it was being copied.*Stop the Zechus server/);
    expect(wrote).toBe(true);
    expect(await tablesWithRows(targetUrl)).toEqual({ plans: 4 });
  });
});

/** The whole app on a DATA_DIR, on SQLite or (with a URL) PostgreSQL, as two-instances.ts builds it. */
async function startApp(dataDir: string, databaseUrl?: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-client-built'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const handle = openDatabase({ databaseUrl, dataDir });
  const outboxDir = path.join(dataDir, 'outbox');
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir, smtpUrl: undefined });
  const app = await buildApp({
    config,
    database: handle,
    mailer,
    paymentGateway: new SandboxGateway(),
    today: () => TODAY,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    browser: new TestBrowser(app),
    async close() {
      await app.close();
      mailer.close();
      await handle.close();
    },
  };
}
