import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemoIfEmpty } from './demo.ts';

/** `npm run seed`: migrate, then seed the demo if the database is empty. */
const config = loadConfig();
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
