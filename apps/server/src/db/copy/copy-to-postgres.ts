import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import {
  copyTables,
  type CopyProgress,
  type SequenceMoved,
  type TableCopied,
} from './copy-tables.ts';
import { refuseUnlessEmpty } from './empty-target.ts';
import { CopyRefused, displayUrl } from './refusal.ts';
import { openSqliteSource } from './sqlite-source.ts';
import { copyUploads, filesUnder, planUploads, UPLOADS_FOLDER } from './uploads.ts';

/**
 * Moves a SQLite install into an empty PostgreSQL database (issue 25; the command is
 * cli/copy-to-postgres.ts). In this order, so that every refusal before the commit leaves the
 * target as it was, or migrated and empty — and the command can simply be run again:
 * 1. the SQLite database of DATA_DIR is migrated to the latest (as a start would) and read in one
 *    snapshot from then on;
 * 2. the target is checked to be empty (empty-target.ts) and the uploads' destination to hold no
 *    conflicting file — both only looked at;
 * 3. the target is migrated (its own migrations make its tables, identities and constraints);
 * 4. in ONE PostgreSQL transaction: every table copied and checked (copy-tables.ts), the SQLite
 *    snapshot checked to be still current (nobody wrote meanwhile), the uploads copied, COMMIT.
 * The SQLite database and its uploads are only read: they stay as they were, a way back.
 */

export interface CopyOptions {
  /** The SQLite install's DATA_DIR. */
  dataDir: string;
  targetUrl: string;
  /**
   * The DATA_DIR the PostgreSQL install will use, when it is another folder: the uploads are
   * copied into its uploads/. Unset or the same folder: they stay where they are.
   */
  uploadsTo?: string | undefined;
  onProgress?: CopyProgress;
}

export interface CopySummary {
  sqliteFile: string;
  /** The target's URL without its password. */
  target: string;
  migratedSource: string[];
  tables: TableCopied[];
  sequences: SequenceMoved[];
  uploads: {
    /** The uploads folder the PostgreSQL install serves from. */
    folder: string;
    /** False when they were left in place (the same DATA_DIR). */
    moved: boolean;
    files: number;
    copied: number;
    alreadyThere: number;
  };
}

export async function copyToPostgres(options: CopyOptions): Promise<CopySummary> {
  const dataDir = path.resolve(options.dataDir);
  const shown = displayUrl(options.targetUrl);
  const uploadsTo =
    options.uploadsTo && !sameFolder(options.uploadsTo, dataDir)
      ? path.resolve(options.uploadsTo)
      : undefined;

  const source = await openSqliteSource(dataDir);
  try {
    const client = await connect(options.targetUrl, shown);
    try {
      await refuseUnlessEmpty(client, source.tables(), shown);
      const uploads = uploadsTo ? planUploads(dataDir, uploadsTo) : undefined;

      const target = openDatabase({ databaseUrl: options.targetUrl, dataDir });
      try {
        await migrateToLatest(target);
      } finally {
        await target.close();
      }

      await client.query('begin');
      try {
        const copied = await copyTables(client, source, shown, options.onProgress);
        source.finish();
        const filesCopied = uploads ? copyUploads(uploads) : 0;
        await client.query('commit');
        return {
          sqliteFile: source.file,
          target: shown,
          migratedSource: source.migrated,
          ...copied,
          uploads: uploads
            ? {
                folder: uploads.to,
                moved: true,
                files: uploads.toCopy.length + uploads.alreadyThere.length,
                copied: filesCopied,
                alreadyThere: uploads.alreadyThere.length,
              }
            : {
                folder: path.join(dataDir, UPLOADS_FOLDER),
                moved: false,
                files: filesUnder(path.join(dataDir, UPLOADS_FOLDER)).length,
                copied: 0,
                alreadyThere: 0,
              },
        };
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      }
    } finally {
      await client.end();
    }
  } finally {
    source.close();
  }
}

async function connect(databaseUrl: string, shown: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the server drops is an 'error' event; unheard it would crash the process. The
  // query in flight fails too, and that failure is what is reported.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new CopyRefused(
      `Could not connect to ${shown}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return client;
}

/** The same folder, also when named through a symbolic link or a relative path. */
function sameFolder(a: string, b: string): boolean {
  const real = (p: string) => (fs.existsSync(p) ? fs.realpathSync(p) : path.resolve(p));
  return real(a) === real(b);
}
