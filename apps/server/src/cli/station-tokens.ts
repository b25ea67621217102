import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  createStationToken,
  listStationTokens,
  revokeStationToken,
} from '../modules/scan/station-tokens.ts';

/**
 * npm run station-token -- create "Main hall"   prints a new token (shown only this once)
 * npm run station-token -- list                 lists tokens (never their values)
 * npm run station-token -- revoke 3             revokes token 3 at once
 */
const [command, arg] = process.argv.slice(2);
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(database);
  if (command === 'create' && arg) {
    const { id, token } = await createStationToken(database.db, arg);
    console.log(
      `Station token ${id} for "${arg}":\n\n  ${token}\n\nEnter it on the /scan page of that station. It is not shown again.`,
    );
  } else if (command === 'list') {
    for (const t of await listStationTokens(database.db)) {
      console.log(
        `${t.id}\t${t.name}\tcreated ${t.created_at}\t${t.revoked_at ? `revoked ${t.revoked_at}` : 'active'}`,
      );
    }
  } else if (command === 'revoke' && arg && /^\d+$/.test(arg)) {
    const revoked = await revokeStationToken(database.db, Number(arg));
    console.log(revoked ? `Token ${arg} revoked.` : `No active token ${arg}.`);
    process.exitCode = revoked ? 0 : 1;
  } else {
    console.error('usage: station-token create <name> | list | revoke <id>');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
