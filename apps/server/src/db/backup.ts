import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';

/**
 * Backups of the embedded database (issue 10 §6). The database file is copied with SQLite's
 * online backup API — page by page, consistent as of one moment, while the server goes on
 * reading and writing (WAL) — never by copying the file, which could catch a write half done.
 * The copy and the uploads folder (children's photos, recordings) go into one .tar.gz.
 * PostgreSQL has pg_dump and pg_restore for the same (README).
 */
export const DATABASE_FILE = 'zechus.db';
const UPLOADS = 'uploads';

export interface BackupResult {
  file: string;
  databaseBytes: number;
  uploadFiles: number;
}

/** Writes DATA_DIR's database and uploads into `file` (a .tar.gz), safe while serving. */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source} to back up.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-backup-'));
  try {
    const live = new SQLite(source, { fileMustExist: true });
    try {
      // Waits politely for writers (busy_timeout) instead of failing on a busy database.
      live.pragma('busy_timeout = 5000');
      await live.backup(path.join(staging, DATABASE_FILE));
    } finally {
      live.close();
    }
    const uploads = path.join(dataDir, UPLOADS);
    const entries = [DATABASE_FILE];
    let uploadFiles = 0;
    if (fs.existsSync(uploads)) {
      fs.cpSync(uploads, path.join(staging, UPLOADS), { recursive: true });
      uploadFiles = countFiles(path.join(staging, UPLOADS));
      entries.push(UPLOADS);
    }
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside the target and renamed: a backup file that exists is a whole one.
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    fs.renameSync(partial, file);
    return {
      file: path.resolve(file),
      databaseBytes: fs.statSync(path.join(staging, DATABASE_FILE)).size,
      uploadFiles,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into DATA_DIR: checks it (a database that passes SQLite's integrity
 * check), then moves what is there now aside (`*.before-restore-<time>`, never deleted) and puts
 * the backup's database and uploads in place. The server must be stopped meanwhile.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
): Promise<{ keptAside: string[] }> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file at ${file}.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const restored = path.join(staging, DATABASE_FILE);
    if (!fs.existsSync(restored)) throw new Error(`${file} holds no ${DATABASE_FILE}.`);
    const check = new SQLite(restored, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`The backup's database is damaged: ${String(result)}`);
    } finally {
      check.close();
    }

    fs.mkdirSync(dataDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const keptAside: string[] = [];
    const aside = (name: string) => {
      const current = path.join(dataDir, name);
      if (!fs.existsSync(current)) return;
      const moved = `${current}.before-restore-${stamp}`;
      fs.renameSync(current, moved);
      keptAside.push(moved);
    };
    // The write-ahead log belongs to the database it sits beside: it goes aside with it.
    for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, UPLOADS]) {
      aside(name);
    }
    fs.copyFileSync(restored, path.join(dataDir, DATABASE_FILE));
    const uploads = path.join(staging, UPLOADS);
    if (fs.existsSync(uploads)) {
      fs.cpSync(uploads, path.join(dataDir, UPLOADS), { recursive: true });
    }
    return { keptAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function countFiles(folder: string): number {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
}
