import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';

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
