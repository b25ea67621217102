import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { londonDay } from '@zechus/shared';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../db/seed/demo.ts';
import {
  adminQuery,
  databaseUrlFor,
  SQLITE_FILE,
  type DatabaseTemplates,
} from './database-templates.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl?: string;
  /** Closes and deletes the database and its data folder. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * With the demo seeded for this day (default: London's today), as `seedDemoIfEmpty` seeds it:
   * copied from a database seeded once per run and day, with its uploads and sandbox ledger.
   */
  demo?: { today?: string | undefined };
  /**
   * Runs every migration on an empty database instead of copying the run's migrated template
   * (for the tests of the migrations themselves).
   */
  migrateFromScratch?: boolean;
}

/**
 * A fresh, migrated database for one test file: a new SQLite file in a temp folder, or a new
 * PostgreSQL database created beside TEST_DATABASE_URL's (dropped afterwards). Both are copies
 * of a database migrated once per run (database-templates.ts, vitest's globalSetup): the same
 * tables and rows as migrating, at a fraction of the cost.
 */
export async function createTestDatabase(
  engine: Engine,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const templates = inject('databaseTemplates');
  const today = options.demo ? (options.demo.today ?? londonDay(new Date())) : undefined;
  if (engine === 'sqlite') {
    if (today) {
      fs.cpSync(await sqliteDemo(templates, today), dataDir, { recursive: true });
    } else if (!options.migrateFromScratch) {
      fs.copyFileSync(path.join(templates.dir, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
    }
    const handle = openDatabase({ dataDir });
    if (options.migrateFromScratch) await migrateToLatest(handle);
    return {
      handle,
      dataDir,
      async destroy() {
        await handle.close();
        removeDataDir();
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !templates.postgres) throw new Error('TEST_DATABASE_URL is not set');
  const name = `zechus_t_${templates.runId}_${crypto.randomBytes(4).toString('hex')}`;
  if (today) {
    const demo = await postgresDemo(templates, adminUrl, today);
    await adminQuery(adminUrl, `create database ${name} template ${demo.database}`);
    fs.cpSync(demo.files, dataDir, { recursive: true });
  } else {
    const template = options.migrateFromScratch ? '' : ` template ${templates.postgres}`;
    await adminQuery(adminUrl, `create database ${name}${template}`);
  }
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const handle = openDatabase({ databaseUrl, dataDir });
  if (options.migrateFromScratch) await migrateToLatest(handle);
  return {
    handle,
    dataDir,
    databaseUrl,
    async destroy() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      removeDataDir();
    },
  };
}

const randomSuffix = () => crypto.randomBytes(4).toString('hex');

/**
 * The run's SQLite demo for `today`: a data folder (database, uploads, sandbox ledger) seeded
 * by the first test file that asks for that day and published whole by a rename, so another
 * worker asking meanwhile either finds it complete or seeds its own and discards it.
 */
async function sqliteDemo(templates: DatabaseTemplates, today: string): Promise<string> {
  const published = path.join(templates.dir, `sqlite-demo-${today}`);
  if (fs.existsSync(published)) return published;
  const building = path.join(templates.dir, `building-${randomSuffix()}`);
  fs.mkdirSync(building);
  fs.copyFileSync(path.join(templates.dir, SQLITE_FILE), path.join(building, SQLITE_FILE));
  const handle = openDatabase({ dataDir: building });
  try {
    await seedDemoIfEmpty(handle, { dataDir: building, today });
  } finally {
    // Closing the last connection checkpoints the WAL into the file: one file to copy.
    await handle.close();
  }
  publish(building, published);
  return published;
}

/** The run's PostgreSQL demo for `today`: a seeded template database and its files. */
async function postgresDemo(
  templates: DatabaseTemplates,
  adminUrl: string,
  today: string,
): Promise<{ database: string; files: string }> {
  const database = `zechus_demo_${templates.runId}_${today.replaceAll('-', '')}`;
  const files = path.join(templates.dir, `postgres-demo-${today}`);
  if (fs.existsSync(files) && (await databaseExists(adminUrl, database))) {
    return { database, files };
  }
  const building = `zechus_build_${templates.runId}_${randomSuffix()}`;
  const buildingFiles = path.join(templates.dir, `building-${randomSuffix()}`);
  fs.mkdirSync(buildingFiles);
  await adminQuery(adminUrl, `create database ${building} template ${templates.postgres}`);
  const handle = openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, building),
    dataDir: buildingFiles,
  });
  try {
    await seedDemoIfEmpty(handle, { dataDir: buildingFiles, today });
  } finally {
    await handle.close();
  }
  // The files first: the database's name is what tells another worker the demo is ready.
  publish(buildingFiles, files);
  try {
    await adminQuery(adminUrl, `alter database ${building} rename to ${database}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // another worker was first
    await adminQuery(adminUrl, `drop database ${building} with (force)`);
  }
  return { database, files };
}

/** Renames a finished folder into place, or drops it if another worker's got there first. */
function publish(building: string, published: string): void {
  try {
    fs.renameSync(building, published);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}
