import crypto from 'node:crypto';
import os from 'node:os';
import type { ScratchDatabase } from './postgres.ts';
import { run } from './backup-run.ts';

/** Everything a database holds: each table's rows in a fixed order, and each sequence's place. */
export async function contents(database: ScratchDatabase) {
  const tables = await database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rows: Record<string, { count: number; sha256: string }> = {};
  for (const { table_name: table } of tables) {
    const [result] = await database.query<{ count: number; json: string }>(
      `SELECT count(*)::int AS count, coalesce(json_agg(t ORDER BY t::text), '[]')::text AS json
         FROM public."${table}" t`,
    );
    rows[table] = {
      count: result!.count,
      sha256: crypto.createHash('sha256').update(result!.json).digest('hex'),
    };
  }
  const sequences = await database.query<{ sequencename: string; last_value: string | null }>(
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'
      ORDER BY sequencename`,
  );
  return { rows, sequences };
}

/** The schema as pg_dump writes it: tables, constraints, indexes, functions, triggers. */
export async function schemaOf(database: ScratchDatabase): Promise<string> {
  const dumped = await run('pg_dump', ['--schema-only', '--no-owner', `--dbname=${database.url}`], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    cwd: os.tmpdir(),
  });
  if (dumped.status !== 0 || dumped.stderr !== '') {
    throw new Error(`pg_dump --schema-only failed (${dumped.status}): ${dumped.stderr}`);
  }
  // pg_dump's \restrict line (newer releases) carries a random key; the rest must be equal.
  return dumped.stdout.replace(/^\\(un)?restrict .*$/gm, '');
}
