import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { backupDataDir, restoreDataDir } from '../db/backup.ts';

/**
 * Backups from the server's command line (backup/backup.ts):
 *   npm run backup                  DATA_DIR/backups/zechus-<time>.tar.gz, while the server runs
 *   npm run backup -- FILE          to FILE
 *   npm run restore -- FILE         back into DATA_DIR (stop the server first)
 * On PostgreSQL the database is backed up with pg_dump (README); the uploads folder with it.
 */
const [command, file] = process.argv.slice(2);
const config = loadConfig();

const usage = () => {
  console.error('usage:\n  npm run backup [-- FILE]\n  npm run restore -- FILE');
  process.exitCode = 2;
};

try {
  if (config.DATABASE_URL) {
    console.error(
      'This install keeps its data in PostgreSQL: back it up with pg_dump and restore it with ' +
        'pg_restore (see the README), and copy DATA_DIR/uploads beside it.',
    );
    process.exitCode = 2;
  } else if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
    const target = file ?? path.join(config.dataDir, 'backups', `zechus-${stamp}.tar.gz`);
    const result = await backupDataDir(config.dataDir, target);
    console.log(
      `Backed up to ${result.file}: the database (${Math.round(result.databaseBytes / 1024)} KB) ` +
        `and ${result.uploadFiles} uploaded files.`,
    );
  } else if (command === 'restore' && file) {
    const result = await restoreDataDir(config.dataDir, file);
    console.log(`Restored ${file} into ${config.dataDir}.`);
    for (const moved of result.keptAside) console.log(`  what was there is kept at ${moved}`);
  } else {
    usage();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
