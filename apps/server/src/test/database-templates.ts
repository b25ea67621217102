import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** What the test files' databases are copied from (test-database.ts), for one run of vitest. */
export interface DatabaseTemplates {
  /** In the name of every PostgreSQL database of this run, so the run's end drops them all. */
  runId: string;
  /** A folder holding the migrated SQLite file and, as test files ask for them, demo folders. */
  dir: string;
  /** The migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const SQLITE_FILE = 'zechus.db';

/**
 * Vitest's globalSetup for the server: runs every migration once per engine, on a SQLite file
 * and on a PostgreSQL database, which each test file then copies (a file copy; `CREATE DATABASE
 * … TEMPLATE`) for a fresh database of its own. At the end of the run it drops every database
 * the run made — the template, the demo templates and any a killed worker left behind.
 */
export default async function setupDatabaseTemplates(project: TestProject) {
  const runId = `${process.pid.toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-templates-'));
  const sqlite = openDatabase({ dataDir: dir, sqliteFile: SQLITE_FILE });
  try {
    await migrateToLatest(sqlite);
  } finally {
    // Closing the last connection checkpoints the WAL into the file: one file to copy.
    await sqlite.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgres: string | undefined;
  if (adminUrl) {
    postgres = `zechus_tmpl_${runId}_migrated`;
    await adminQuery(adminUrl, `create database ${postgres}`);
    const handle = openDatabase({ databaseUrl: databaseUrlFor(adminUrl, postgres), dataDir: dir });
    try {
      await migrateToLatest(handle);
    } finally {
      await handle.close();
    }
  }
  project.provide('databaseTemplates', { runId, dir, ...(postgres ? { postgres } : {}) });

  return async () => {
    if (adminUrl) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>(
          'select datname as name from pg_database where datname ~ $1',
          [`^zechus_[a-z]+_${runId}_`],
        );
        for (const { name } of rows)
          await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

export const databaseUrlFor = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
