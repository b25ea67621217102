import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DATABASE_FILE } from '../backup.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { CopyRefused, quoteName } from './refusal.ts';

/**
 * The SQLite install being copied, read through a read-only connection inside one read
 * transaction: every table is read as of the same moment (WAL gives the transaction a snapshot),
 * and the copy itself can never change the install it reads. Nobody else may write meanwhile:
 * the copy is refused when another program has the database open, and stops as soon as anyone
 * commits to it during the copy.
 */

/** Kysely's migration bookkeeping: the target's own migration fills its copy. */
export const BOOKKEEPING_TABLES = new Set(['schema_migrations', 'schema_migrations_lock']);

export type SqliteValue = bigint | number | string | Buffer | null;
export type SqliteRow = Record<string, SqliteValue>;

export interface SqliteSource {
  file: string;
  /** The migrations this command ran on it first, as the server's start would have. */
  migrated: string[];
  /** Our tables (not SQLite's own, not the bookkeeping), by name. */
  tables(): string[];
  columns(table: string): string[];
  count(table: string): number;
  /** The highest id AUTOINCREMENT ever gave in the table (deleted rows included), or 0. */
  highestIssuedId(table: string): number;
  /** The table's rows in rowid order, `size` at a time: never the whole table in memory. */
  batches(table: string, columns: string[], size: number): Generator<SqliteRow[]>;
  /**
   * Ends the snapshot and throws when anyone committed to the database since it began: the
   * server (or a command) was writing, so what was copied may already be out of date.
   */
  finish(): void;
  close(): void;
}

export async function openSqliteSource(dataDir: string): Promise<SqliteSource> {
  const file = path.join(dataDir, DATABASE_FILE);
  // openDatabase would create an empty database here: a wrong DATA_DIR must not look empty.
  if (!fs.existsSync(file)) {
    throw new CopyRefused(`There is no SQLite database at ${file}: is DATA_DIR right?`);
  }
  const handle = openDatabase({ dataDir });
  let migrated: string[];
  try {
    migrated = await migrateToLatest(handle);
  } finally {
    await handle.close();
  }

  refuseIfInUse(file);

  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  // A second connection, outside the snapshot, sees any commit by anyone else as a change of
  // its data_version (the snapshot's own connection sees none until it ends).
  const watcher = new SQLite(file, { readonly: true, fileMustExist: true });
  const dataVersion = watcher.prepare('pragma data_version').pluck();
  const versionAtStart = dataVersion.get();
  const refuseIfWritten = () => {
    if (dataVersion.get() === versionAtStart) return;
    throw new CopyRefused(
      `${file} was written to while it was being copied, so the copy would miss the latest ` +
        'changes: nothing was copied. Stop the Zechus server (and anything else using ' +
        'DATA_DIR) and run the command again.',
    );
  };
  const closeBoth = () => {
    database.close();
    watcher.close();
  };
  let names: string[];
  try {
    database.exec('begin');
    // A deferred transaction takes its snapshot at the first read: take it now.
    names = (
      database
        .prepare(
          `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`,
        )
        .pluck()
        .all() as string[]
    ).filter((name) => !BOOKKEEPING_TABLES.has(name));
    refuseWithoutRowid(database, names);
    refuseBrokenReferences(database);
  } catch (error) {
    closeBoth();
    throw error;
  }

  // SQLite makes sqlite_sequence with the first table that has an AUTOINCREMENT id.
  const hasSequences =
    database.prepare(`select 1 from sqlite_master where name = 'sqlite_sequence'`).get() !==
    undefined;
  const sequences = new Map<string, number>(
    hasSequences
      ? (database.prepare('select name, seq from sqlite_sequence').all() as Sequence[]).map((s) => [
          s.name,
          Number(s.seq),
        ])
      : [],
  );

  return {
    file,
    migrated,
    tables: () => names,
    columns: (table) =>
      (database.pragma(`table_info(${quoteName(table)})`) as { name: string }[]).map((c) => c.name),
    count: (table) =>
      Number(
        database
          .prepare(`select count(*) from ${quoteName(table)}`)
          .pluck()
          .get(),
      ),
    highestIssuedId: (table) => sequences.get(table) ?? 0,
    *batches(table, columns, size) {
      const select = database.prepare(
        `select rowid as "__copy_rowid", ${columns.map(quoteName).join(', ')} from ${quoteName(table)}` +
          ` where rowid > ? order by rowid limit ${size}`,
      );
      // Integers as BigInt: an int64 beyond 2^53 arrives whole instead of rounded.
      select.safeIntegers(true);
      let after: bigint = -(2n ** 63n);
      for (;;) {
        refuseIfWritten();
        const rows = select.all(after) as SqliteRow[];
        if (rows.length === 0) return;
        after = rows.at(-1)?.__copy_rowid as bigint;
        for (const row of rows) delete row.__copy_rowid;
        yield rows;
        if (rows.length < size) return;
      }
    },
    finish() {
      database.exec('commit');
      refuseIfWritten();
    },
    close: closeBoth,
  };
}

interface Sequence {
  name: string;
  seq: number;
}

/**
 * SQLite deletes the write-ahead log (zechus.db-wal) when the last connection to the database
 * closes. This command's own connection (the migration) has just closed: a log still there means
 * another program has the database open — the server, a backup, another command — and could
 * write after the copy. (SQLite keeps no list of who has a file open; this is its visible sign.)
 */
function refuseIfInUse(file: string): void {
  if (!fs.existsSync(`${file}-wal`)) return;
  throw new CopyRefused(
    `Another program has ${file} open (${path.basename(file)}-wal is still there): the Zechus ` +
      "server (systemctl stop 'zechus@*'), a backup or another command. Anything it wrote after " +
      'the copy would be missing on PostgreSQL: stop it and run the command again. Nothing was copied.',
  );
}

/** Paging by rowid needs rowid tables; ours all are (none is created WITHOUT ROWID). */
function refuseWithoutRowid(database: SQLite.Database, tables: string[]): void {
  const listed = database.pragma('table_list') as { name: string; wr: number }[];
  const withoutRowid = listed.filter((t) => t.wr === 1 && tables.includes(t.name));
  if (withoutRowid.length > 0) {
    throw new CopyRefused(
      `These SQLite tables are WITHOUT ROWID, which this copy cannot page through: ` +
        `${withoutRowid.map((t) => t.name).join(', ')}.`,
    );
  }
}

/**
 * Rows whose reference points nowhere (possible only if something wrote with SQLite's foreign
 * keys off): PostgreSQL would refuse them halfway through, so say which before starting.
 */
function refuseBrokenReferences(database: SQLite.Database): void {
  const broken = database.pragma('foreign_key_check') as { table: string; parent: string }[];
  if (broken.length === 0) return;
  const kinds = [...new Set(broken.map((b) => `${b.table} → ${b.parent}`))];
  throw new CopyRefused(
    `The SQLite database has ${broken.length} rows whose reference points to a row that does ` +
      `not exist (${kinds.join(', ')}); PostgreSQL would refuse them. Nothing was copied.`,
  );
}
