import { sql } from 'kysely';
import type { Paged, StationListQuery, StationRow } from '@zechus/shared';
import type { Db } from '../../db/database.ts';

/**
 * The stations with who made each: the staff member's name, or the audit log's actor for a
 * station made at the command line ("Command line"); null for one that predates the log (the
 * demo's). Never the token, never its digest.
 */
function stationsQuery(db: Db) {
  return db
    .selectFrom('station_tokens')
    .leftJoin('staff_users', 'staff_users.id', 'station_tokens.created_by_staff_id')
    .leftJoin('audit_log', (join) =>
      join
        .on('audit_log.area', '=', 'stations')
        .on('audit_log.action', '=', 'station.create')
        .on('audit_log.target_id', '=', sql<string>`cast(station_tokens.id as text)`),
    )
    .select([
      'station_tokens.id',
      'station_tokens.name',
      'station_tokens.created_at',
      'station_tokens.last_used_at',
      'station_tokens.revoked_at',
      'staff_users.name as staff_name',
      'audit_log.actor as audit_actor',
    ]);
}

type StationRecord = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  staff_name: string | null;
  audit_actor: string | null;
};

const toRow = (record: StationRecord): StationRow => ({
  id: record.id,
  name: record.name,
  createdAt: record.created_at,
  createdBy: record.staff_name ?? record.audit_actor ?? null,
  lastUsedAt: record.last_used_at,
  revokedAt: record.revoked_at,
  active: record.revoked_at === null,
});

/** One page of stations, sorted on the server (never-used stations last when sorting by use). */
export async function listStations(db: Db, query: StationListQuery): Promise<Paged<StationRow>> {
  let filtered = stationsQuery(db);
  if (query.status === 'active') filtered = filtered.where('station_tokens.revoked_at', 'is', null);
  if (query.status === 'revoked') {
    filtered = filtered.where('station_tokens.revoked_at', 'is not', null);
  }
  const { total } = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  let sorted = filtered;
  if (query.sort === 'name') {
    sorted = sorted.orderBy(sql`lower(station_tokens.name)`, query.dir);
  } else if (query.sort === 'lastUsed') {
    // NULL sorts differently on the two engines: say where "never used" goes.
    sorted = sorted
      .orderBy(sql`case when station_tokens.last_used_at is null then 1 else 0 end`)
      .orderBy('station_tokens.last_used_at', query.dir);
  } else {
    sorted = sorted.orderBy('station_tokens.created_at', query.dir);
  }
  const rows = await sorted
    .orderBy('station_tokens.id', query.dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    rows: rows.map(toRow),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One station as the console lists it, or undefined. */
export async function findStation(db: Db, id: number): Promise<StationRow | undefined> {
  const record = await stationsQuery(db).where('station_tokens.id', '=', id).executeTakeFirst();
  return record ? toRow(record) : undefined;
}
