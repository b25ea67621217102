import type { CreateTableBuilder } from 'kysely';
import type { Engine } from '../database.ts';

/** Portable column helpers: the two engines spell identities and flags differently. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const flagType = (engine: Engine) => (engine === 'postgres' ? 'boolean' : 'integer');
export const flagDefault = (engine: Engine, value: boolean) =>
  engine === 'postgres' ? value : value ? 1 : 0;
