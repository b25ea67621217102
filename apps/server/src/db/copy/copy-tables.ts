import type pg from 'pg';
import { refuseUnlessEmpty } from './empty-target.ts';
import {
  batchSizeFor,
  countRows,
  describeTables,
  foreignKeysOf,
  insertRows,
  largestValue,
  moveSequence,
  type TargetTable,
} from './postgres-target.ts';
import { CopyRefused, quoteName } from './refusal.ts';
import { BOOKKEEPING_TABLES, type SqliteSource } from './sqlite-source.ts';
import { orderTables } from './table-order.ts';
import { converterFor, type PostgresValue } from './values.ts';

/**
 * The rows, inside the caller's PostgreSQL transaction on a migrated target: check that both
 * schemas have the same tables and columns, fill every table in foreign-key order, batch by
 * batch, move the sequences on, and compare the row counts. Any difference throws, and the
 * caller rolls the whole transaction back: a copy is complete or is not there at all.
 */

export interface TableCopied {
  table: string;
  rows: number;
}

export interface SequenceMoved {
  table: string;
  column: string;
  next: number;
}

/** Told as a table fills: `rows` so far, and `done` once the table is whole. */
export type CopyProgress = (table: string, rows: number, done: boolean) => void;

const PROGRESS_EVERY = 100_000;

export async function copyTables(
  client: pg.ClientBase,
  source: SqliteSource,
  shownUrl: string,
  onProgress: CopyProgress = () => {},
): Promise<{ tables: TableCopied[]; sequences: SequenceMoved[] }> {
  const described = await describeTables(client);
  const tables = source.tables();
  refuseDifferentSchemas(source, tables, described);
  // Checked again inside the transaction: nothing may have arrived since the first look.
  await refuseUnlessEmpty(client, tables, shownUrl);
  // The standard plans the target's migration inserted give way to the install's own plans.
  if (described.has('plans')) await client.query('delete from plans');

  const order = orderTables(tables, await foreignKeysOf(client));
  const copied: TableCopied[] = [];
  for (const table of order.tables) {
    const target = described.get(table) as TargetTable;
    const names = target.columns.map((c) => c.name);
    const converters = target.columns.map((c) => converterFor(table, c));
    const deferred = new Set(order.selfReferences.get(table) ?? []);
    let rows = 0;
    for (const batch of source.batches(table, names, batchSizeFor(names.length))) {
      const values = batch.map((row) =>
        names.map((name, i): PostgresValue => {
          const convert = converters[i];
          return deferred.has(name) || !convert ? null : convert(row[name] ?? null);
        }),
      );
      await insertRows(client, table, names, values);
      const before = rows;
      rows += batch.length;
      if (Math.floor(rows / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
        onProgress(table, rows, false);
      }
    }
    if (deferred.size > 0) await fillSelfReferences(client, source, target, [...deferred]);
    onProgress(table, rows, true);
    copied.push({ table, rows });
  }

  const sequences = await moveSequences(client, source, order.tables, described);
  await compareCounts(client, source, copied);
  return { tables: copied.sort((a, b) => a.table.localeCompare(b.table)), sequences };
}

/** Fails loudly when a table or a column is on one side only: it would be lost or left empty. */
function refuseDifferentSchemas(
  source: SqliteSource,
  tables: string[],
  described: Map<string, TargetTable>,
): void {
  const problems: string[] = [];
  const targetTables = [...described.keys()].filter((t) => !BOOKKEEPING_TABLES.has(t));
  const onlySqlite = tables.filter((t) => !described.has(t));
  const onlyPostgres = targetTables.filter((t) => !tables.includes(t));
  if (onlySqlite.length) problems.push(`tables only in SQLite: ${onlySqlite.join(', ')}`);
  if (onlyPostgres.length) problems.push(`tables only in PostgreSQL: ${onlyPostgres.join(', ')}`);
  for (const table of tables) {
    const target = described.get(table);
    if (!target) continue;
    const sqliteColumns = source.columns(table);
    const postgresColumns = target.columns.map((c) => c.name);
    const missing = sqliteColumns.filter((c) => !postgresColumns.includes(c));
    const extra = postgresColumns.filter((c) => !sqliteColumns.includes(c));
    if (missing.length) problems.push(`${table}: columns only in SQLite: ${missing.join(', ')}`);
    if (extra.length) problems.push(`${table}: columns only in PostgreSQL: ${extra.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new CopyRefused(
      `The SQLite and PostgreSQL schemas differ after migrating both, so the copy would be ` +
        `incomplete:\n  ${problems.join('\n  ')}\nNothing was copied.`,
    );
  }
}

/** The second pass of a table that refers to itself: the references, once every row is in. */
async function fillSelfReferences(
  client: pg.ClientBase,
  source: SqliteSource,
  target: TargetTable,
  columns: string[],
): Promise<void> {
  if (target.primaryKey.length === 0) {
    throw new CopyRefused(`${target.name} refers to itself but has no primary key to update by.`);
  }
  const byName = new Map(target.columns.map((c) => [c.name, c]));
  const convert = (name: string) => {
    const column = byName.get(name);
    if (!column) throw new CopyRefused(`${target.name} has no column ${name}.`);
    return converterFor(target.name, column);
  };
  const setters = columns.map(convert);
  const keys = target.primaryKey.map(convert);
  const assignments = columns.map((c, i) => `${quoteName(c)} = $${i + 1}`).join(', ');
  const where = target.primaryKey
    .map((c, i) => `${quoteName(c)} = $${columns.length + i + 1}`)
    .join(' and ');
  const update = `update ${quoteName(target.name)} set ${assignments} where ${where}`;
  const read = [...columns, ...target.primaryKey];
  for (const batch of source.batches(target.name, read, 1000)) {
    for (const row of batch) {
      if (columns.every((c) => row[c] === null)) continue;
      await client.query(update, [
        ...columns.map((c, i) => setters[i]?.(row[c] ?? null) ?? null),
        ...target.primaryKey.map((c, i) => keys[i]?.(row[c] ?? null) ?? null),
      ]);
    }
  }
}

/**
 * Every identity (or serial) column's sequence set so its next value is past the largest copied
 * id — and past the highest id SQLite's AUTOINCREMENT ever gave (sqlite_sequence), so that an id
 * of a deleted row (a live event a wall has seen, a link) is not given out again.
 */
async function moveSequences(
  client: pg.ClientBase,
  source: SqliteSource,
  tables: string[],
  described: Map<string, TargetTable>,
): Promise<SequenceMoved[]> {
  const moved: SequenceMoved[] = [];
  for (const table of tables) {
    const target = described.get(table);
    for (const column of target?.generated ?? []) {
      const largest = await largestValue(client, table, column);
      const next = Math.max(largest, source.highestIssuedId(table)) + 1;
      await moveSequence(client, table, column, next);
      moved.push({ table, column, next });
    }
  }
  return moved;
}

/** The last check before COMMIT: each table holds on PostgreSQL as many rows as in SQLite. */
async function compareCounts(
  client: pg.ClientBase,
  source: SqliteSource,
  copied: TableCopied[],
): Promise<void> {
  const differences: string[] = [];
  for (const { table, rows } of copied) {
    const [inSqlite, inPostgres] = [source.count(table), await countRows(client, table)];
    if (inSqlite !== inPostgres || rows !== inSqlite) {
      differences.push(`${table}: ${inSqlite} in SQLite, ${inPostgres} in PostgreSQL`);
    }
  }
  if (differences.length > 0) {
    throw new CopyRefused(
      `The row counts differ after the copy, so it was rolled back:\n  ${differences.join('\n  ')}`,
    );
  }
}
