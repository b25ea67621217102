import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { copyToPostgres } from '../db/copy/copy-to-postgres.ts';
import { CopyRefused, displayUrl } from '../db/copy/refusal.ts';

/**
 * Moves this install from SQLite to PostgreSQL (issue 25; runbook: docs/operations.md, "Moving
 * from SQLite to PostgreSQL"):
 *   npm run copy-to-postgres -- postgres://USER@HOST/DATABASE [--uploads-to DIR]
 * Copies every row of DATA_DIR's SQLite database into the given EMPTY PostgreSQL database, in one
 * transaction checked before it commits, and the uploads into DIR/uploads when the PostgreSQL
 * install will use DIR as its DATA_DIR. The SQLite database is only read (after its migrations,
 * as a start would run them).
 *
 * The server must be stopped first. A copy reads the database as of one moment; what the server
 * wrote after that moment would be missing on PostgreSQL. So the copy is refused while another
 * program has the database open (its write-ahead log is still there once the command's own
 * connection has closed) and stops if anyone commits to it while it runs (PRAGMA data_version):
 * db/copy/sqlite-source.ts.
 */
const USAGE = `usage: npm run copy-to-postgres -- postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE [--uploads-to DIR]

  Copies the SQLite database of DATA_DIR (and its uploads) into an EMPTY PostgreSQL database.
  Stop the Zechus server first.
  --uploads-to DIR   the DATA_DIR the PostgreSQL install will use, if not this one: the
                     uploads are copied into DIR/uploads (default: they stay where they are)`;

/** The arguments, or undefined when they are not what USAGE says (a mistyped option included). */
const parsed = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { 'uploads-to': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch {
    return undefined;
  }
})();
const [targetUrl, ...extra] = parsed?.positionals ?? [];
const uploadsTo = parsed?.values['uploads-to'];
const number = (n: number) => n.toLocaleString('en-GB');

try {
  const config = loadConfig();
  if (
    !parsed ||
    parsed.values.help ||
    !targetUrl ||
    extra.length > 0 ||
    !/^postgres(ql)?:\/\//.test(targetUrl)
  ) {
    console.error(USAGE);
    process.exitCode = 2;
  } else if (config.DATABASE_URL) {
    // The source is the SQLite database of DATA_DIR; with DATABASE_URL set, the install
    // already runs on PostgreSQL (maybe this very target) and its SQLite file is stale.
    const same = config.DATABASE_URL === targetUrl;
    console.error(
      `DATABASE_URL is already set (${displayUrl(config.DATABASE_URL)})${same ? ', to this very database' : ''}: ` +
        'this install already runs on PostgreSQL. The copy reads the SQLite database of DATA_DIR ' +
        'and is run once, before DATABASE_URL is added to the env file. Nothing was changed.',
    );
    process.exitCode = 1;
  } else {
    const shown = displayUrl(targetUrl);
    console.log(
      `Copying ${path.join(config.dataDir, 'zechus.db')} into ${shown}.\n` +
        'The Zechus server must be stopped meanwhile: the copy stops if the SQLite database ' +
        'changes while it runs.\n',
    );
    const summary = await copyToPostgres({
      dataDir: config.dataDir,
      targetUrl,
      uploadsTo,
      onProgress: (table, rows, done) => {
        const count = `${number(rows).padStart(10)} ${rows === 1 ? 'row' : 'rows'}`;
        console.log(`  ${table.padEnd(22)} ${count}${done ? '' : ' so far…'}`);
      },
    });
    const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
    const { uploads } = summary;
    console.log(
      `\nCopied ${number(rows)} rows in ${summary.tables.length} tables; every table's count ` +
        `checked, and new ids on PostgreSQL continue after the copied ones.`,
    );
    if (summary.migratedSource.length > 0) {
      console.log(
        `(The SQLite database was first brought up to date: ${summary.migratedSource.join(', ')}.)`,
      );
    }
    console.log(
      uploads.moved
        ? `Uploads: ${number(uploads.copied)} files copied to ${uploads.folder}` +
            (uploads.alreadyThere ? ` (${number(uploads.alreadyThere)} were already there).` : '.')
        : `Uploads: ${number(uploads.files)} files left in place in ${uploads.folder}; the ` +
            `PostgreSQL install must keep DATA_DIR=${config.dataDir} to serve them.`,
    );
    const dataDir = uploads.moved ? path.dirname(uploads.folder) : config.dataDir;
    console.log(
      `\nNext: in the env file (e.g. /etc/zechus/zechus.env) set\n\n` +
        `  DATABASE_URL=${shown}${shown.includes(':***@') ? '   (with its password for ***)' : ''}\n` +
        (uploads.moved ? `  DATA_DIR=${dataDir}\n` : '') +
        `\nthen start the server and check that /api/ready answers. ${summary.sqliteFile} is ` +
        'unchanged: keep it (and a backup) until the PostgreSQL install has run well for a while.',
    );
  }
} catch (error) {
  if (error instanceof CopyRefused || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The copy failed; no rows were committed to PostgreSQL:');
    console.error(error);
  }
  process.exitCode = 1;
}
