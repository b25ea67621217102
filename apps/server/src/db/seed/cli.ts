import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemoIfEmpty } from './demo.ts';

/** `npm run seed`: migrate, then seed the demo if the database is empty. */
const config = loadConfig();
if (config.isProduction) {
  // The demo brings a published staff password and scanner token: never into a live programme.
  console.error('NODE_ENV is production: the demo data (with its known logins) is never seeded.');
  process.exit(1);
}
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(database);
  const summary = await seedDemoIfEmpty(database, { dataDir: config.dataDir });
  console.log(
    summary.seeded
      ? `Seeded the demo: ${summary.learners} learners, ${summary.days} days, ${summary.assignments} assignments.`
      : 'The database already has data; the demo seed was not applied.',
  );
} finally {
  await database.close();
}
