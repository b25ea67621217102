import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './schema.ts';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';
import { withStatementCache } from './statement-cache.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** For PostgreSQL LISTEN/NOTIFY (live events across instances); undefined on SQLite. */
  databaseUrl?: string;
  /**
   * SQLite: a number that changes whenever another connection (another instance on the same
   * file, a command such as `npm run staff`) has committed to the database since the last read,
   * and never for this connection's own writes (PRAGMA data_version). Undefined on PostgreSQL.
   */
  dataVersion?: () => number;
  /** PostgreSQL: how its connection pool is used now (metrics); undefined on SQLite (no pool). */
  poolUse?: () => PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, of them idle, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const POOL_MAX = 10;

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openSqlite(path.join(options.dataDir, options.sqliteFile ?? 'zechus.db'));
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers (the wall, progress pages) go on while a scan or a sign-up writes.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  const version = database.prepare('pragma data_version').pluck();
  return {
    db,
    engine: 'sqlite',
    dataVersion: () => version.get() as number,
    close: () => db.destroy(),
  };
}

/** pg is loaded at the first query, so a server on SQLite never loads it (decision 0015). */
async function createPool(databaseUrl: string): Promise<Pool> {
  const { default: pg } = await import('pg');
  // PostgreSQL's int8 (count(*), sum) arrives as a string; our counts fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  // An idle connection the server drops (a restart, a failover, an administrator) is an 'error'
  // on the pool; unheard, Node would crash the process. The pool opens a fresh connection for the
  // next query, and a query that does fail answers its own request with a 500.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  return pool;
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  let pool: Pool | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: async () => (pool = await createPool(databaseUrl)) }),
  });
  const poolUse = (): PoolUse => ({
    total: pool?.totalCount ?? 0,
    idle: pool?.idleCount ?? 0,
    waiting: pool?.waitingCount ?? 0,
    max: POOL_MAX,
  });
  return { db, engine: 'postgres', databaseUrl, poolUse, close: () => db.destroy() };
}

/** True when a trivial query answers: GET /api/health. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
