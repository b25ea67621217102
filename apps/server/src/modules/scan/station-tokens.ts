import type { Db } from '../../db/database.ts';
import { hashStationToken, newStationToken } from './station-token.ts';

/** Creates a scanner-station token; the token itself is returned once and never stored. */
export async function createStationToken(
  db: Db,
  name: string,
): Promise<{ id: number; token: string }> {
  const token = newStationToken();
  const row = await db
    .insertInto('station_tokens')
    .values({ name, token_hash: hashStationToken(token), created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

export async function revokeStationToken(db: Db, id: number): Promise<boolean> {
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
    .select(['id', 'name', 'created_at', 'revoked_at'])
    .orderBy('id')
    .execute();
}
