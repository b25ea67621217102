import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

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

/**
 * A fresh, migrated database for one test file: a new SQLite file in a temp folder, or a new
 * PostgreSQL database created beside TEST_DATABASE_URL's (dropped afterwards).
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') {
    const handle = openDatabase({ dataDir });
    await migrateToLatest(handle);
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
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `zechus_t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle);
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

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
