import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, with each statement prepared once per SQL
 * text and reused (docs/decisions/0027). Kysely's driver calls `prepare` on every execution and
 * keeps nothing; preparing (parsing and planning the SQL) cost as much CPU as running the small
 * statements of the read endpoints. A statement is reusable: better-sqlite3 binds fresh
 * parameters and resets it after every `all`/`run`, and SQLite prepares it again by itself if a
 * migration changes the schema. Only one that is still being iterated (`busy`) is not handed out
 * twice. Bounded: past `capacity` texts (an `in (…)` list of a new length is a new text) the
 * least recently used goes.
 */
export function withStatementCache(database: SQLite.Database, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map keeps insertion order: moving a used statement to the end makes the first the coldest.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > capacity) {
          const coldest = statements.keys().next().value;
          if (coldest !== undefined) statements.delete(coldest);
        }
      }
      return statement;
    },
  };
}
