import {
  AUDIT_COMMAND_LINE,
  londonDayEnd,
  londonDayStart,
  type AuditEntry,
  type AuditFilters,
  type AuditQuery,
  type Paged,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { COMMAND_LINE_ACTOR } from './audit.ts';

/**
 * Reading the audit log (DESIGN.md §6). Read only: nothing here, and no route anywhere, edits or
 * deletes a row of it.
 */

/** The stored JSON of a record; text that is not JSON (never written by recordAudit) as is. */
const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

/** GET /api/office/audit: filtered, newest first unless asked otherwise, paged. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Paged<AuditEntry>> {
  let filtered = db.selectFrom('audit_log');
  if (query.person === AUDIT_COMMAND_LINE) {
    filtered = filtered.where('staff_user_id', 'is', null);
  } else if (query.person !== undefined) {
    filtered = filtered.where('staff_user_id', '=', query.person);
  }
  if (query.area) filtered = filtered.where('area', '=', query.area);
  if (query.action) filtered = filtered.where('action', '=', query.action);
  if (query.from) filtered = filtered.where('created_at', '>=', londonDayStart(query.from));
  if (query.to) filtered = filtered.where('created_at', '<', londonDayEnd(query.to));

  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      // The id breaks ties between changes made within the same millisecond, in their order.
      .orderBy('created_at', query.dir)
      .orderBy('id', query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      actor: row.actor,
      staffUserId: row.staff_user_id,
      area: row.area,
      action: row.action,
      targetId: row.target_id,
      summary: row.summary,
      before: parsed(row.before),
      after: parsed(row.after),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/office/audit/filters: who and what appear in the log, for the filters' choices. */
export async function auditFilterChoices(db: Db): Promise<AuditFilters> {
  const [people, kinds] = await Promise.all([
    db
      .selectFrom('audit_log')
      .leftJoin('staff_users', 'staff_users.id', 'audit_log.staff_user_id')
      .select(['audit_log.staff_user_id as id', 'staff_users.name', 'staff_users.email'])
      .distinct()
      .execute(),
    db.selectFrom('audit_log').select(['area', 'action']).distinct().execute(),
  ]);
  const staff = people
    .filter((p) => p.id !== null)
    .map((p) => ({ value: String(p.id), name: p.name ?? `#${p.id}`, email: p.email ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const commandLine = people.some((p) => p.id === null)
    ? [{ value: AUDIT_COMMAND_LINE, name: COMMAND_LINE_ACTOR, email: null }]
    : [];
  const byArea = new Map<string, string[]>();
  for (const { area, action } of kinds) byArea.set(area, [...(byArea.get(area) ?? []), action]);
  return {
    people: [...staff, ...commandLine],
    kinds: [...byArea.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([area, actions]) => ({ area, actions: actions.sort() })),
  };
}
