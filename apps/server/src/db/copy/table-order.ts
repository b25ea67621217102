import { CopyRefused } from './refusal.ts';

/**
 * The order to fill the tables in. Our foreign keys are NOT DEFERRABLE (Kysely's default, and no
 * migration says otherwise), so `SET CONSTRAINTS ALL DEFERRED` would change nothing: each row
 * is checked as it is inserted, and every table must come after the tables it refers to. A
 * table that refers to itself (donors.merged_into_id: a merged record points to the one it was
 * merged into, which may be newer) is filled with those columns empty, then they are set once
 * all its rows are there. A cycle through several tables has no such order: refused (the
 * schema has none; a migration that made one would have to say how it is copied).
 */

export interface ForeignKey {
  table: string;
  columns: string[];
  references: string;
}

export interface TableOrder {
  /** Every table, each after the tables it refers to; ties in alphabetical order. */
  tables: string[];
  /** Per table, the columns that refer to the table itself: filled in a second pass. */
  selfReferences: Map<string, string[]>;
}

export function orderTables(tables: string[], foreignKeys: ForeignKey[]): TableOrder {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  const selfReferences = new Map<string, string[]>();
  for (const key of foreignKeys) {
    if (!parents.has(key.table)) continue;
    if (key.references === key.table) {
      selfReferences.set(key.table, [...(selfReferences.get(key.table) ?? []), ...key.columns]);
    } else {
      parents.get(key.table)?.add(key.references);
    }
  }

  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    // The first table (alphabetically) whose every parent is placed: a stable, readable order.
    const at = remaining.findIndex((t) =>
      [...(parents.get(t) ?? [])].every((p) => placed.has(p) || !parents.has(p)),
    );
    if (at < 0) {
      throw new CopyRefused(
        `The tables ${remaining.join(', ')} refer to each other in a cycle, which this copy ` +
          'cannot fill in order.',
      );
    }
    const [table] = remaining.splice(at, 1);
    if (table === undefined) break;
    ordered.push(table);
    placed.add(table);
  }
  return { tables: ordered, selfReferences };
}
