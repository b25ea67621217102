import { dayViewSchema, type DayPerek, type DayView } from '@zechus/shared';
import type { Engine } from '../../db/database.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The day the days-area tests pin as today (the demo is seeded around it). */
export const TODAY = '2026-11-24';
export const YESTERDAY = '2026-11-23';
export const TOMORROW = '2026-11-25';

/** The demo programme seeded around TODAY, and a teacher signed in to the office. */
export async function openDemoDays(engine: Engine): Promise<{ t: TestApp; teacher: StaffClient }> {
  const t = await createTestApp(engine, { today: TODAY });
  await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today: TODAY });
  return { t, teacher: await staffWithRole(t, 'teacher', 'Rivka Teacher') };
}

/** The address of a change to one perek: …/perakim/:perekIndex/(reassign|done|undo). */
export const perekUrl = (day: string, perekIndex: number, action: string) =>
  `/api/office/days/${day}/perakim/${perekIndex}/${action}`;

/** Where the audit log and the live events stand before a change. */
export const markNow = async (t: TestApp) => ({
  audit: await lastAuditId(t),
  event: await t.app.liveBus.lastId(),
});

/** One perek of a day as the day view shows it. */
export async function perekOf(staff: StaffClient, day: string, index: number): Promise<DayPerek> {
  const row = (await dayView(staff, day, { pageSize: 1, page: index + 1 })).page.rows[0];
  if (!row) throw new Error(`no perek ${index} on ${day}`);
  return row;
}

/** GET /api/office/days/:day with a query, parsed (fails the test on anything but 200). */
export async function dayView(
  staff: StaffClient,
  day: string,
  query: Record<string, string | number> = {},
): Promise<DayView> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const reply = await staff.get(`/api/office/days/${day}?${search}`);
  if (reply.statusCode !== 200) throw new Error(`day view ${reply.statusCode}: ${reply.body}`);
  return dayViewSchema.parse(reply.json());
}

/** Every perek of a day as the day view shows it (all pages). */
export async function wholeDay(staff: StaffClient, day: string): Promise<DayPerek[]> {
  const [first, second, third] = await Promise.all(
    [1, 2, 3].map((page) => dayView(staff, day, { pageSize: 200, page })),
  );
  return [first, second, third].flatMap((view) => view?.page.rows ?? []);
}

/** The live events published after `afterId`, parsed. */
export async function eventsAfter(t: TestApp, afterId: number) {
  const rows = await t.handle.db
    .selectFrom('live_events')
    .select(['id', 'type', 'payload'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ type: row.type, data: JSON.parse(row.payload) as unknown }));
}

/** The days area's audit rows written after `afterId`, oldest first. */
export async function auditAfter(t: TestApp, afterId: number) {
  const rows = await t.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', '=', 'days')
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    before: row.before ? (JSON.parse(row.before) as unknown) : null,
    after: row.after ? (JSON.parse(row.after) as unknown) : null,
  }));
}

/** The highest audit id so far (0 when none). */
export async function lastAuditId(t: TestApp): Promise<number> {
  const row = await t.handle.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
