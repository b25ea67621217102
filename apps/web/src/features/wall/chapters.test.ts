import { describe, expect, it } from 'vitest';
import type { LargeScreen, WallChapter } from '@zechus/shared';
import {
  applyChapterDone,
  applyChapterUndone,
  applyDayChanged,
  fromPayload,
  groupByMasechet,
  mergePayload,
  paginate,
  perekNumber,
  summarize,
} from './chapters.ts';

const chapter = (i: number, done = false): WallChapter => ({
  barcode: `B${i}`,
  done,
  perekIndex: i,
  perek: i < 9 ? `ברכות פרק ${'אבגדהוזחט'[i]}` : `פאה פרק ${'אבגדהוזח'[i - 9]}`,
  masechet: i < 9 ? 'ברכות' : 'פאה',
  seder: 0,
  name: `לומד ${i}`,
  image: null,
});

const payload = (chapters: WallChapter[], lastEventId = 10, day = '2026-11-22'): LargeScreen => ({
  chapters,
  enrollments: [{ name: 'פלוני בן פלוני', kind: 'yoirtzeit' }],
  date: { day, hebrew: 'ב׳ כסלו' },
  lastEventId,
});

const event = (barcode: string) => ({
  barcode,
  name: 'יוסף',
  perek: 'ברכות פרק א',
  day: '2026-11-22',
  image: null,
});

describe('applyChapterDone (spec §4 Chapters and live updates)', () => {
  const data = fromPayload(payload([chapter(0), chapter(1), chapter(2, true)]));

  it('marks the chapter with the barcode done and reports a scan notice', () => {
    const { data: next, notice } = applyChapterDone(data, event('B1'), 11);
    expect(next.chapters.map((c) => c.done)).toEqual([false, true, true]);
    expect(notice).toMatchObject({ barcode: 'B1', name: 'יוסף', perek: 'ברכות פרק א' });
    expect(next.lastEventId).toBe(11);
    expect(summarize(next.chapters).chapters_done).toBe(2);
  });

  it('is idempotent: the same barcode twice counts once and announces once', () => {
    const once = applyChapterDone(data, event('B1'), 11).data;
    const twice = applyChapterDone(once, event('B1'), 12);
    expect(twice.notice).toBeNull();
    expect(summarize(twice.data.chapters).chapters_done).toBe(2);
    expect(twice.data.lastEventId).toBe(12);
  });

  it('ignores a barcode that is not in today’s list and a chapter already done', () => {
    expect(applyChapterDone(data, event('OTHER')).notice).toBeNull();
    expect(applyChapterDone(data, event('OTHER')).data).toBe(data);
    expect(applyChapterDone(data, event('B2')).notice).toBeNull();
  });
});

describe('mergePayload', () => {
  it('keeps chapters seen done here when a reload raced the event', () => {
    const before = applyChapterDone(
      fromPayload(payload([chapter(0), chapter(1)])),
      event('B0'),
      11,
    );
    const merged = mergePayload(before.data, payload([chapter(0), chapter(1)], 10));
    expect(merged.chapters.map((c) => c.done)).toEqual([true, false]);
    expect(merged.lastEventId).toBe(11);
  });

  it('a scan the reload showed before its replayed event arrived is still announced, once', () => {
    // The hall was offline while B1 was scanned; on coming back the reload lands first.
    const before = fromPayload(payload([chapter(0), chapter(1), chapter(2, true)]));
    const merged = mergePayload(before, payload([chapter(0), chapter(1, true), chapter(2, true)]));
    expect(merged.chapters.map((c) => c.done)).toEqual([false, true, true]);
    expect(summarize(merged.chapters).chapters_done).toBe(2);

    const replayed = applyChapterDone(merged, event('B1'), 11);
    expect(replayed.notice).toMatchObject({ barcode: 'B1', name: 'יוסף' });
    expect(summarize(replayed.data.chapters).chapters_done).toBe(2);
    // Replayed again (another reconnect), or reloaded again: no second toast.
    expect(applyChapterDone(replayed.data, event('B1'), 11).notice).toBeNull();
    const reloaded = mergePayload(replayed.data, payload([chapter(0), chapter(1, true)], 11));
    expect(applyChapterDone(reloaded, event('B1'), 11).notice).toBeNull();
    // A chapter that was already done when the wall opened is never announced.
    expect(applyChapterDone(merged, event('B2'), 12).notice).toBeNull();
  });

  it('takes a new day as it comes', () => {
    const before = fromPayload(payload([chapter(0, true)], 50));
    const merged = mergePayload(before, payload([chapter(1)], 3, '2026-11-23'));
    expect(merged.day).toBe('2026-11-23');
    expect(merged.lastEventId).toBe(3);
    expect(merged.chapters.map((c) => c.done)).toEqual([false]);
  });
});

describe('grouping and paging', () => {
  it('groups by masechet in order with done counts', () => {
    const groups = groupByMasechet([chapter(10), chapter(0, true), chapter(1), chapter(9, true)]);
    expect(groups.map((g) => [g.masechet, g.chapters.length, g.done])).toEqual([
      ['ברכות', 2, 1],
      ['פאה', 2, 1],
    ]);
  });

  it('reads the chapter number from the perek', () => {
    expect(perekNumber('ברכות פרק יב', 'ברכות')).toBe('יב');
    expect(perekNumber('בבא קמא פרק א', 'בבא קמא')).toBe('א');
  });

  it('pages items', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 6)).toEqual([[]]);
  });
});

describe('the office changes the day (chapter-undone, day-changed)', () => {
  const undone = (barcode: string) => ({ barcode, day: '2026-11-22' });

  it('an undone chapter is pending again, quietly, and a replay of its scan does not bring it back', () => {
    const scanned = applyChapterDone(
      fromPayload(payload([chapter(0), chapter(1), chapter(2, true)])),
      event('B1'),
      11,
    ).data;
    const back = applyChapterUndone(scanned, undone('B1'), 12);
    expect(back.chapters.map((c) => c.done)).toEqual([false, false, true]);
    expect(summarize(back.chapters).chapters_done).toBe(1);
    expect(back.lastEventId).toBe(12);
    // The stream replays 11 after a reconnect: already taken into account, nothing changes.
    const replayed = applyChapterDone(back, event('B1'), 11);
    expect(replayed.notice).toBeNull();
    expect(replayed.data.chapters[1]?.done).toBe(false);
    // A chapter done when the wall opened can be undone too.
    expect(applyChapterUndone(back, undone('B2'), 13).chapters[2]?.done).toBe(false);
  });

  it('a scan after an undo is a new scan: done again and announced', () => {
    const scanned = applyChapterDone(fromPayload(payload([chapter(0)])), event('B0'), 11).data;
    const back = applyChapterUndone(scanned, undone('B0'), 12);
    const again = applyChapterDone(back, event('B0'), 13);
    expect(again.data.chapters[0]?.done).toBe(true);
    expect(again.notice).toMatchObject({ barcode: 'B0' });
  });

  it('an undo of another day’s chapter, or one already taken into account, changes nothing', () => {
    const data = fromPayload(payload([chapter(0, true)], 20));
    const other = applyChapterUndone(data, undone('ELSEWHERE'), 21);
    expect(other.chapters).toBe(data.chapters);
    expect(other.lastEventId).toBe(21);
    expect(applyChapterUndone(data, undone('B0'), 19).chapters[0]?.done).toBe(true);
  });

  it('a day-changed event for the day shown asks for a fresh payload; another day’s does not', () => {
    const data = fromPayload(payload([chapter(0)], 10));
    const mine = applyDayChanged(data, { day: '2026-11-22', reason: 'reassign' }, 11);
    expect(mine.reload).toBe(true);
    expect(mine.data.lastEventId).toBe(11);
    const other = applyDayChanged(data, { day: '2026-11-23', reason: 'reassign' }, 12);
    expect(other.reload).toBe(false);
  });

  it('a payload at least as new as the wall is the truth: new names, pictures and done flags', () => {
    const before = applyChapterDone(
      fromPayload(payload([chapter(0), chapter(1), chapter(2)], 10)),
      event('B0'),
      11,
    ).data;
    const changed = applyDayChanged(before, { day: '2026-11-22', reason: 'reassign' }, 12).data;
    // Read after the change: B1 given to another child, B0 undone (an event the wall missed).
    const fresh = payload(
      [
        chapter(0),
        { ...chapter(1), name: 'שרה', image: '/uploads/learners/sarah.webp' },
        chapter(2),
      ],
      12,
    );
    const merged = mergePayload(changed, fresh);
    expect(merged.chapters.map((c) => c.done)).toEqual([false, false, false]);
    expect(merged.chapters[1]).toMatchObject({
      name: 'שרה',
      image: '/uploads/learners/sarah.webp',
    });
    expect(merged.lastEventId).toBe(12);
  });

  it('never loses a live scan or undo that raced a reload read before it', () => {
    const start = fromPayload(payload([chapter(0), chapter(1, true), chapter(2)], 10));
    const scanned = applyChapterDone(start, event('B0'), 11).data;
    const undoneHere = applyChapterUndone(scanned, undone('B1'), 12);
    // A payload read at event 10 lands after both events: it knows neither.
    const stale = payload([{ ...chapter(0), name: 'חדש' }, chapter(1, true), chapter(2)], 10);
    const merged = mergePayload(undoneHere, stale);
    expect(merged.chapters.map((c) => c.done)).toEqual([true, false, false]);
    expect(merged.chapters[0]?.name).toBe('חדש');
    expect(merged.lastEventId).toBe(12);
    // The next payload, read after both, is taken whole.
    const later = mergePayload(merged, payload([chapter(0), chapter(1), chapter(2, true)], 13));
    expect(later.chapters.map((c) => c.done)).toEqual([false, false, true]);
  });

  it('a chapter a reload shows scanned again after an undo is announced when its event comes', () => {
    const scanned = applyChapterDone(fromPayload(payload([chapter(0)], 10)), event('B0'), 11).data;
    const back = applyChapterUndone(scanned, undone('B0'), 12);
    const reloaded = mergePayload(back, payload([chapter(0, true)], 13));
    expect(reloaded.chapters[0]?.done).toBe(true);
    const replay = applyChapterDone(reloaded, event('B0'), 13);
    expect(replay.notice).toMatchObject({ barcode: 'B0' });
    expect(applyChapterDone(replay.data, event('B0'), 13).notice).toBeNull();
  });

  it('a chapter-done names the learner the event names (the perek may have changed hands)', () => {
    const data = fromPayload(payload([chapter(0)]));
    const next = applyChapterDone(data, { ...event('B0'), name: 'רחל' }, 11).data;
    expect(next.chapters[0]?.name).toBe('רחל');
  });
});
