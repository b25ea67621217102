import { expect } from 'vitest';
import type { LearnerList } from '@zechus/shared';
import type { Engine } from '../../db/database.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The day the learners tests pin as today (the demo is seeded around it). */
export const TODAY = '2026-11-22';

/** The demo programme seeded around TODAY, with an owner, an office member and a teacher in. */
export async function openLearnersArea(engine: Engine) {
  const t = await createTestApp(engine, { today: TODAY, env: { LOGIN_LIMIT_PER_IP: '1000' } });
  await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today: TODAY });
  return {
    t,
    owner: await staffWithRole(t, 'owner', 'Rivka Owner'),
    office: await staffWithRole(t, 'office', 'Dina Office'),
    teacher: await staffWithRole(t, 'teacher', 'Rabbi Teacher'),
  };
}

/** GET /api/office/learners?query as this staff member (fails the test on anything but 200). */
export async function listLearners(staff: StaffClient, query: string): Promise<LearnerList> {
  const reply = await staff.get(`/api/office/learners?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as LearnerList;
}

/** How many learners there are, active or not. */
export async function learnerCount(t: TestApp): Promise<number> {
  const row = await t.handle.db
    .selectFrom('learners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A form as a browser sends it: its multipart body and content type (Node's own FormData). */
export async function multipartBody(
  files: { field: string; name: string; type: string; bytes: Uint8Array }[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Uploads one file as the console does (PUT for a photo, POST for a class list). */
export async function upload(
  staff: StaffClient,
  method: 'PUT' | 'POST',
  url: string,
  file: { name: string; type: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
) {
  const field = method === 'PUT' ? 'photo' : 'file';
  const { payload, headers } = await multipartBody([{ field, ...file }], fields);
  return method === 'PUT'
    ? staff.send('PUT', url, payload, { headers })
    : staff.post(url, payload, { headers });
}

/** The live events of a type published since `afterId`. */
export async function liveEventsSince(t: TestApp, afterId: number, type: string) {
  const rows = await t.handle.db
    .selectFrom('live_events')
    .select(['id', 'payload'])
    .where('id', '>', afterId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as unknown);
}

export async function lastLiveEventId(t: TestApp): Promise<number> {
  const row = await t.handle.db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
