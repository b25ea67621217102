import { describe, expect, it } from 'vitest';
import type { LargeScreen, WallChapter } from '@zechus/shared';
import {
  applyChapterDone,
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
