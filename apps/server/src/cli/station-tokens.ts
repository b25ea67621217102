import { stationNameSchema, stationSetupUrl } from '@zechus/shared';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { HttpError } from '../http/errors.ts';
import { listStationTokens } from '../modules/scan/station-tokens.ts';
import { addStation, revokeStation } from '../modules/stations/service.ts';

/**
 * npm run station-token -- create "Main hall"   prints a new token (shown only this once)
 * npm run station-token -- list                 lists tokens (never their values)
 * npm run station-token -- revoke 3             revokes token 3 at once
 *
 * The same as the office's Scanner stations page (and audited the same way, as "Command line"),
 * for a programme without a signed-in owner yet.
 */
const [command, arg] = process.argv.slice(2);
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(database);
  const parsedName = stationNameSchema.safeParse(arg);
  if (command === 'create' && arg?.trim() && !parsedName.success) {
    console.error(parsedName.error.issues[0]?.message ?? 'That name cannot be used.');
    process.exitCode = 2;
  } else if (command === 'create' && parsedName.success) {
    const name = parsedName.data;
    const { id, token } = await addStation(database.db, 'command-line', name);
    console.log(
      `Station token ${id} for "${name}":\n\n  ${token}\n\n` +
        `Enter it on the /scan page of that station, or open this address there:\n\n` +
        `  ${stationSetupUrl(config.PUBLIC_URL, token)}\n\nIt is not shown again.`,
    );
  } else if (command === 'list') {
    for (const t of await listStationTokens(database.db)) {
      console.log(
        `${t.id}\t${t.name}\tcreated ${t.created_at}\t${t.revoked_at ? `revoked ${t.revoked_at}` : 'active'}`,
      );
    }
  } else if (command === 'revoke' && arg && /^\d{1,9}$/.test(arg)) {
    try {
      await revokeStation(database.db, 'command-line', Number(arg));
      console.log(`Token ${arg} revoked.`);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      console.log(`No active token ${arg}.`);
      process.exitCode = 1;
    }
  } else {
    console.error('usage: station-token create <name> | list | revoke <id>');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
