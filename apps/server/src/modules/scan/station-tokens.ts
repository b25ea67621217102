import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { hashStationToken, newStationToken } from './station-token.ts';

type DbOrTrx = Db | Transaction<Database>;

/**
 * Stores a new scanner-station token; the token itself is returned once and never stored (only
 * its digest). The office's stations area and `npm run station-token` wrap this with an audit row.
 */
export async function createStationToken(
  db: DbOrTrx,
  name: string,
  createdByStaffId: number | null = null,
): Promise<{ id: number; token: string }> {
  const token = newStationToken();
  const row = await db
    .insertInto('station_tokens')
    .values({
      name,
      token_hash: hashStationToken(token),
      created_at: new Date().toISOString(),
      created_by_staff_id: createdByStaffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Revokes a token at once (the next scan or check with it is refused); false if it was not active. */
export async function revokeStationToken(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db
    .updateTable('station_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listStationTokens(db: Db) {
  return db
    .selectFrom('station_tokens')
    .select(['id', 'name', 'created_at', 'revoked_at', 'last_used_at'])
    .orderBy('id')
    .execute();
}

/** The active station a token opens, or undefined for a wrong or revoked token. */
export async function activeStationByToken(
  db: Db,
  token: string,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('station_tokens')
    .select(['id', 'name'])
    .where('token_hash', '=', hashStationToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
