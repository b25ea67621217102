import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

const MIGRATION_TABLE = 'schema_migrations';

/** Brings the database up to the newest migration; runs at every start. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(handle.engine),
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations this code knows that the database has not run (GET /api/ready). One plain read
 * of the migration table, not Kysely's Migrator.getMigrations, which introspects every table.
 */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const known = Object.keys(await migrationProvider(handle.engine).getMigrations());
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(handle.db);
  const done = new Set(rows.map((row) => row.name));
  return known.filter((name) => !done.has(name));
}
