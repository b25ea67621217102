import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { createStationToken, revokeStationToken } from '../scan/station-tokens.ts';

const actorId = (actor: AuditActor) => (actor === 'command-line' ? null : actor.id);

const noSuchStation = (id: number) =>
  new HttpError(404, 'not_found', `There is no scanner station number ${id}.`);

/**
 * A new scanner station and its token, audited in the same transaction. The token is answered
 * once, here, and never stored or written anywhere (the audit row holds only the name).
 */
export async function addStation(
  db: Db,
  actor: AuditActor,
  name: string,
): Promise<{ id: number; token: string }> {
  return db.transaction().execute(async (trx) => {
    const created = await createStationToken(trx, name, actorId(actor));
    await recordAudit(trx, actor, {
      area: 'stations',
      action: 'station.create',
      targetId: created.id,
      summary: `Added the scanner station “${name}”`,
      after: { name, active: true },
    });
    return created;
  });
}

/** Gives a station a new name (its token keeps working). */
export async function renameStation(
  db: Db,
  actor: AuditActor,
  id: number,
  name: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const station = await trx
      .selectFrom('station_tokens')
      .select(['name', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!station) throw noSuchStation(id);
    if (station.name === name) return;
    await trx.updateTable('station_tokens').set({ name }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      area: 'stations',
      action: 'station.rename',
      targetId: id,
      summary: `Renamed the scanner station “${station.name}” to “${name}”`,
      before: { name: station.name },
      after: { name },
    });
  });
}

/**
 * Revokes a station's token: its next scan (or token check) is refused at once, and the station
 * page asks for a new token. A revoked token never works again; a new station replaces it.
 */
export async function revokeStation(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const station = await trx
      .selectFrom('station_tokens')
      .select(['name', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!station) throw noSuchStation(id);
    if (station.revoked_at !== null || !(await revokeStationToken(trx, id))) {
      throw new HttpError(
        409,
        'already_revoked',
        `The scanner station “${station.name}” was already revoked.`,
      );
    }
    await recordAudit(trx, actor, {
      area: 'stations',
      action: 'station.revoke',
      targetId: id,
      summary: `Revoked the token of the scanner station “${station.name}”`,
      before: { name: station.name, active: true },
      after: { name: station.name, active: false },
    });
  });
}
