import { CopyRefused } from './refusal.ts';
import type { SqliteValue } from './sqlite-source.ts';

/**
 * One SQLite value made into what its PostgreSQL column takes. The target's column type decides
 * (the migrations made both schemas, so it is the one that says what the value means):
 * - boolean: SQLite keeps our flags as 0/1 (db/migrations/columns.ts); anything else is refused;
 * - integer types: SQLite's integers arrive as BigInt (never rounded) and go as decimal text,
 *   checked against the column's range so that an overflow names its table, column and value;
 * - text: timestamps (ISO-8601 text on both engines), days, JSON documents and names go as they
 *   are stored, byte for byte — nothing is parsed or reformatted;
 * - bytea: a Buffer as it is.
 * A value of a kind the column cannot hold is refused with its place rather than guessed at.
 */

/** The PostgreSQL column as information_schema.columns describes it. */
export interface TargetColumn {
  name: string;
  /** information_schema's data_type: 'integer', 'boolean', 'text', 'bytea', … */
  type: string;
}

const INTEGER_RANGES: Record<string, [bigint, bigint]> = {
  smallint: [-(2n ** 15n), 2n ** 15n - 1n],
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  bigint: [-(2n ** 63n), 2n ** 63n - 1n],
};

export type PostgresValue = string | number | boolean | Buffer | null;

/** A converter for one column, so a batch does not look its type up for every value. */
export function converterFor(
  table: string,
  column: TargetColumn,
): (value: SqliteValue) => PostgresValue {
  const refuse = (value: SqliteValue, why: string): never => {
    const shown = Buffer.isBuffer(value) ? `${value.length} bytes` : JSON.stringify(String(value));
    throw new CopyRefused(
      `${table}.${column.name} holds ${shown} in SQLite, ${why}. Nothing was copied.`,
    );
  };
  const range = INTEGER_RANGES[column.type];

  if (column.type === 'boolean') {
    return (value) => {
      if (value === null) return null;
      if (value === 0n || value === 0) return false;
      if (value === 1n || value === 1) return true;
      return refuse(value, 'which is not a flag (0 or 1)');
    };
  }
  if (range) {
    const [min, max] = range;
    return (value) => {
      if (value === null) return null;
      if (typeof value === 'bigint') {
        if (value < min || value > max) return refuse(value, `beyond PostgreSQL's ${column.type}`);
        return value.toString();
      }
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      // Text in an integer column (SQLite keeps what it cannot convert): PostgreSQL parses it
      // or refuses the whole copy, naming the value.
      if (typeof value === 'string') return value;
      return refuse(value, `which PostgreSQL's ${column.type} cannot hold`);
    };
  }
  if (column.type === 'bytea') {
    return (value) =>
      value === null || Buffer.isBuffer(value) ? value : refuse(value, 'where bytes belong');
  }
  return (value) => {
    if (Buffer.isBuffer(value))
      return refuse(value, `binary data where PostgreSQL has ${column.type}`);
    return typeof value === 'bigint' ? value.toString() : value;
  };
}
