import type pg from 'pg';
import { quoteName } from './refusal.ts';
import type { ForeignKey } from './table-order.ts';
import type { PostgresValue, TargetColumn } from './values.ts';

/**
 * What the copy reads of and writes to the PostgreSQL database, on one client (the copy's
 * transaction). Everything is read from the catalog of the connection's current schema — the
 * schema the server's queries land in, as its own migrations do.
 */

export interface TargetTable {
  name: string;
  columns: TargetColumn[];
  /** The primary key's columns (the second pass of self-references updates rows by it). */
  primaryKey: string[];
  /** Identity or serial columns: their sequence is moved past the copied ids. */
  generated: string[];
}

export async function tablesOf(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function describeTables(client: pg.ClientBase): Promise<Map<string, TargetTable>> {
  const { rows: columns } = await client.query<{
    table: string;
    name: string;
    type: string;
    generated: boolean;
  }>(
    `select table_name as table, column_name as name, data_type as type,
            (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as generated
       from information_schema.columns
      where table_schema = current_schema()
        and table_name in (select table_name from information_schema.tables
                            where table_schema = current_schema() and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`,
  );
  const { rows: keys } = await client.query<{ table: string; columns: string[] }>(
    `select t.relname as table,
            array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
                    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                   order by k.n) as columns
       from pg_index i join pg_class t on t.oid = i.indrelid
      where i.indisprimary and t.relnamespace = current_schema()::regnamespace`,
  );
  const tables = new Map<string, TargetTable>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) {
      table = { name: column.table, columns: [], primaryKey: [], generated: [] };
      tables.set(column.table, table);
    }
    table.columns.push({ name: column.name, type: column.type });
    if (column.generated) table.generated.push(column.name);
  }
  for (const key of keys) {
    const table = tables.get(key.table);
    if (table) table.primaryKey = key.columns;
  }
  return tables;
}

export async function foreignKeysOf(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select child.relname as table, parent.relname as references,
            array(select a.attname::text from unnest(c.conkey) k(attnum)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum)
              as columns
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  return rows;
}

/** True when the table holds at least one row (without counting a big foreign table). */
export async function hasRows(client: pg.ClientBase, table: string): Promise<boolean> {
  const { rows } = await client.query(`select 1 from ${quoteName(table)} limit 1`);
  return rows.length > 0;
}

export async function countRows(client: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from ${quoteName(table)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/** Rows per INSERT for a table this wide: up to 1,000, within the parameter limit. */
export const batchSizeFor = (columnCount: number): number =>
  Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / Math.max(1, columnCount))));

/** One multi-row INSERT of rows already converted, in `columns` order. */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  rows: PostgresValue[][],
): Promise<void> {
  if (rows.length === 0) return;
  const values: PostgresValue[] = [];
  const tuples = rows.map((row) => {
    const placeholders = row.map((value) => {
      values.push(value);
      return `$${values.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  // OVERRIDING SYSTEM VALUE: an identity column takes the copied id, not the next of its own.
  await client.query(
    `insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) overriding system value values ${tuples.join(', ')}`,
    values,
  );
}

/**
 * Moves a column's sequence so that its next value is `next` (the copied table's largest id
 * plus one, or past the highest id SQLite ever gave): the first row the server inserts on
 * PostgreSQL gets a new id rather than failing on a copied one.
 */
export async function moveSequence(
  client: pg.ClientBase,
  table: string,
  column: string,
  next: number,
): Promise<void> {
  await client.query(`select setval(pg_get_serial_sequence($1, $2), $3, false)`, [
    quoteName(table),
    column,
    next,
  ]);
}

/** The largest value in a column (0 for an empty table). */
export async function largestValue(
  client: pg.ClientBase,
  table: string,
  column: string,
): Promise<number> {
  const { rows } = await client.query<{ n: string | null }>(
    `select max(${quoteName(column)})::text as n from ${quoteName(table)}`,
  );
  return Number(rows[0]?.n ?? 0);
}
