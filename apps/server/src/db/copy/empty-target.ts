import type pg from 'pg';
import { STANDARD_PLANS } from '../migrations/20261122T0310-standard-plans.ts';
import { hasRows, tablesOf } from './postgres-target.ts';
import { BOOKKEEPING_TABLES } from './sqlite-source.ts';
import { CopyRefused } from './refusal.ts';

/**
 * What "an empty target" means, precisely. The copy must never mix an install's rows with
 * another's, so the PostgreSQL database (its current schema) may hold:
 * - no tables at all (a database just created), or
 * - only tables the SQLite install also has, plus the migrations' bookkeeping
 *   (schema_migrations, schema_migrations_lock: filled by migrating, whatever else is there), and
 * - no rows in any of them, except in `plans` the four standard plans exactly as the migration
 *   20261122T0310-standard-plans inserts them (position, type, kinds, price, text, offered, and
 *   never edited: updated_at = created_at). That is the only migration that inserts rows; the
 *   others create tables and columns, and two update rows, which an empty database does not have.
 * So a database the server started on once and nobody used is empty; one where anyone signed
 * up, logged in, scanned or edited a plan is not, and neither is one holding other tables.
 * Those plan rows are the migration's, not the install's: the copy replaces them with the
 * SQLite install's own plans (which may have been edited), ids and all.
 */

export async function refuseUnlessEmpty(
  client: pg.ClientBase,
  sourceTables: readonly string[],
  shownUrl: string,
): Promise<void> {
  const tables = (await tablesOf(client)).filter((t) => !BOOKKEEPING_TABLES.has(t));
  const known = new Set(sourceTables);
  const foreign = tables.filter((t) => !known.has(t));
  if (foreign.length > 0) {
    throw new CopyRefused(
      `${shownUrl} holds tables that are not this install's (${foreign.join(', ')}). ` +
        'Copy into a new, empty database (createdb). Nothing was changed.',
    );
  }
  const withRows: string[] = [];
  for (const table of tables) {
    if (table === 'plans' ? !(await onlyStandardPlans(client)) : await hasRows(client, table)) {
      withRows.push(table);
    }
  }
  if (withRows.length > 0) {
    const verb = withRows.length === 1 ? 'holds' : 'hold';
    throw new CopyRefused(
      `${shownUrl} is not empty: ${withRows.join(', ')} ${verb} data. The copy only goes into ` +
        'a new, empty database, so that no rows are ever mixed or overwritten. Nothing was changed.',
    );
  }
}

/** True when `plans` holds exactly the rows its migration inserted, none edited since. */
async function onlyStandardPlans(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{
    position: number;
    type: string;
    kinds: string;
    price_cents: number;
    text: string;
    active: boolean;
    created_at: string;
    updated_at: string;
  }>('select position, type, kinds, price_cents, text, active, created_at, updated_at from plans');
  if (rows.length === 0) return true;
  if (rows.length !== STANDARD_PLANS.length) return false;
  return STANDARD_PLANS.every((plan) => {
    const row = rows.find((r) => r.position === plan.position);
    return (
      row !== undefined &&
      row.type === plan.type &&
      row.kinds === JSON.stringify(plan.kinds) &&
      row.price_cents === plan.price_cents &&
      row.text === plan.text &&
      row.active === true &&
      row.created_at === row.updated_at
    );
  });
}
