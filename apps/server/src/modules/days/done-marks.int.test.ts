import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { scanWithToken } from '../../test/live-test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import type { StaffClient } from '../../test/office.ts';
import {
  TODAY,
  TOMORROW,
  YESTERDAY,
  auditAfter,
  dayView,
  eventsAfter,
  markNow,
  openDemoDays,
  perekOf,
  perekUrl,
} from './days-test-helpers.ts';

describe.each(TEST_ENGINES)('a teacher marks perakim done and undoes them on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openDemoDays(engine)), 120_000);
  afterAll(() => t.close());

  it('marks a perek done by hand once, recorded as the teacher’s, and tells the wall', async () => {
    const open = (await dayView(teacher, TODAY, { status: 'open', pageSize: 1, page: 10 })).page
      .rows[0];
    if (!open) throw new Error('no open perek');
    const before = await markNow(t);
    const announced = vi.fn();
    const stop = t.app.liveBus.onAnnounce(announced);

    const replies = await Promise.all([
      teacher.post(perekUrl(TODAY, open.perekIndex, 'done'), {}),
      teacher.post(perekUrl(TODAY, open.perekIndex, 'done'), {}),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = replies.find((r) => r.statusCode === 200);
    expect(ok?.json().perek).toMatchObject({
      perekIndex: open.perekIndex,
      done: true,
      doneSource: 'hand',
      doneBy: 'Rivka Teacher',
    });
    expect(replies.find((r) => r.statusCode === 409)?.json().message).toMatch(/already done/);

    // The day view shows who and when; the scan log tells it too.
    const now = await perekOf(teacher, TODAY, open.perekIndex);
    expect(now).toMatchObject({ done: true, doneSource: 'hand', doneBy: 'Rivka Teacher' });
    expect(Date.now() - Date.parse(now.doneAt ?? '')).toBeLessThan(60_000);
    const stored = await t.handle.db
      .selectFrom('assignments')
      .select(['done_source', 'done_by_staff_id', 'done_station_token_id'])
      .where('barcode', '=', open.barcode)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      done_source: 'hand',
      done_by_staff_id: teacher.id,
      done_station_token_id: null,
    });
    const scans = await t.handle.db
      .selectFrom('scans')
      .select(['result', 'staff_user_id'])
      .where('barcode', '=', open.barcode)
      .execute();
    expect(scans).toEqual([{ result: 'hand_done', staff_user_id: teacher.id }]);

    expect(await eventsAfter(t, before.event)).toEqual([
      {
        type: 'chapter-done',
        data: {
          barcode: open.barcode,
          name: open.learner.name,
          perek: open.perek,
          type: 'done',
          day: TODAY,
          image: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
        },
      },
    ]);
    await vi.waitFor(() => expect(announced).toHaveBeenCalled());
    stop();
    const audit = await auditAfter(t, before.audit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'assignment.mark_done',
      before: { done: false },
      after: { done: true, doneSource: 'hand', doneBy: 'Rivka Teacher' },
    });
  });

  it('a station’s scan and a hand-mark at the same moment mark the perek done once', async () => {
    for (const page of [20, 21, 22]) {
      const open = (await dayView(teacher, TODAY, { status: 'open', pageSize: 1, page })).page
        .rows[0];
      if (!open) throw new Error('no open perek');
      const before = await markNow(t);
      const [scan, hand] = await Promise.all([
        scanWithToken(t.app, open.barcode),
        teacher.post(perekUrl(TODAY, open.perekIndex, 'done'), {}),
      ]);
      expect(scan.statusCode).toBe(200);
      const byHand = hand.statusCode === 200;
      expect(scan.json().result).toBe(byHand ? 'already_done' : 'done');
      if (!byHand) expect(hand.statusCode).toBe(409);
      const events = await eventsAfter(t, before.event);
      expect(events.filter((e) => e.type === 'chapter-done')).toHaveLength(1);
      expect(await auditAfter(t, before.audit)).toHaveLength(byHand ? 1 : 0);
      expect(await perekOf(teacher, TODAY, open.perekIndex)).toMatchObject({
        done: true,
        doneSource: byHand ? 'hand' : 'station',
      });
    }
  });

  it('marks a past day’s perek by hand, but not a future day’s', async () => {
    await t.handle.db
      .updateTable('assignments')
      .set({ done_at: null, done_source: null, done_station_token_id: null })
      .where('day', '=', YESTERDAY)
      .where('perek_index', '=', 7)
      .execute();
    expect((await teacher.post(perekUrl(YESTERDAY, 7, 'done'), {})).statusCode).toBe(200);

    const before = await markNow(t);
    for (const [path, status, message] of [
      [perekUrl(TOMORROW, 7, 'done'), 409, /cannot be done yet/],
      [perekUrl(TODAY, 525, 'done'), 400, /0 to 524/],
      [perekUrl(TODAY, 1.5, 'done'), 400, /whole number/],
      [perekUrl('2026-02-30', 1, 'done'), 400, /real date/],
      [perekUrl('2019-01-01', 1, 'done'), 404, /No learning/],
    ] as const) {
      const reply = await teacher.post(path, {});
      expect(reply.statusCode, path).toBe(status);
      expect(reply.json().message, path).toMatch(message);
    }
    expect(await auditAfter(t, before.audit)).toEqual([]);
    expect(await eventsAfter(t, before.event)).toEqual([]);
  });

  it('undoes a mistaken scan once: the perek is open again, the log keeps what it was', async () => {
    const done = (await dayView(teacher, TODAY, { status: 'done', pageSize: 1, page: 5 })).page
      .rows[0];
    if (!done) throw new Error('no done perek');
    expect(done.doneSource).toBe('station');
    const before = await markNow(t);

    const replies = await Promise.all([
      teacher.post(perekUrl(TODAY, done.perekIndex, 'undo'), {}),
      teacher.post(perekUrl(TODAY, done.perekIndex, 'undo'), {}),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 200)?.json().perek).toMatchObject({
      done: false,
      doneAt: null,
      doneSource: null,
      doneBy: null,
    });
    const stored = await t.handle.db
      .selectFrom('assignments')
      .select(['done_at', 'done_source', 'done_by_staff_id', 'done_station_token_id'])
      .where('barcode', '=', done.barcode)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      done_at: null,
      done_source: null,
      done_by_staff_id: null,
      done_station_token_id: null,
    });
    const audit = await auditAfter(t, before.audit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'assignment.undo',
      before: {
        done: true,
        doneAt: done.doneAt,
        doneSource: 'station',
        doneBy: 'Demo scanner station',
      },
      after: { done: false },
    });
    expect(await eventsAfter(t, before.event)).toEqual([
      { type: 'chapter-undone', data: { barcode: done.barcode, day: TODAY } },
    ]);
    const scans = await t.handle.db
      .selectFrom('scans')
      .select(['result'])
      .where('barcode', '=', done.barcode)
      .execute();
    expect(scans).toEqual([{ result: 'undone' }]);

    // Now open: nothing to undo; and it can be scanned or marked again.
    const again = await teacher.post(perekUrl(TODAY, done.perekIndex, 'undo'), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not done, so there is nothing to undo/);
    expect((await teacher.post(perekUrl(TODAY, done.perekIndex, 'done'), {})).statusCode).toBe(200);
  });
});
