import crypto from 'node:crypto';
import pg from 'pg';

/**
 * The machine's PostgreSQL, where the deployment test makes databases of its own: beside
 * TEST_DATABASE_URL's when set (as CI sets it), else the local server's postgres user.
 */
const serverUrl = (): URL =>
  new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
  database = 'postgres',
): Promise<T[]> {
  const url = serverUrl();
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  drop(): Promise<void>;
}

/** A new, empty database; `drop()` removes it even while something is still connected. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = serverUrl();
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (sql, params) => adminQuery(sql, params, name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}
