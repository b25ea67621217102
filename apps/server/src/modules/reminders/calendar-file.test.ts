import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, entryUid, type LearningDateEntry } from './calendar-file.ts';

const NAME = 'ר׳ משה בן ר׳ אברהם הכהן ז״ל';
const entry = (day: string, over: Partial<LearningDateEntry> = {}): LearningDateEntry => ({
  enrollmentId: 12,
  day,
  name: NAME,
  kind: 'yoirtzeit',
  occasion: 'yahrzeit',
  progressUrl: `https://zechus.org/my-page/12?day=1`,
  ...over,
});
const options = { publicUrl: 'https://zechus.org', calendarName: 'Zechus — learning dates' };

/** The file's events as a calendar program reads them (ical.js, Thunderbird's parser). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
      return {
        uid: vevent.getFirstPropertyValue('uid'),
        summary: vevent.getFirstPropertyValue('summary'),
        description: String(vevent.getFirstPropertyValue('description')),
        url: vevent.getFirstPropertyValue('url'),
        stamp: vevent.getFirstPropertyValue('dtstamp') as ICAL.Time | null,
        start: start.toString(),
        startIsDate: start.isDate,
        end: end.toString(),
      };
    }),
  };
}

describe('the calendar file of learning dates', () => {
  it('a moved date keeps the entry it was first given, with a newer SEQUENCE, so a calendar moves it', async () => {
    const text = await calendarFile(
      [entry('2026-12-10', { moved: { firstDay: '2026-11-30', sequence: 2 } })],
      options,
    );
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe('dedication-12-2026-11-30@zechus.org');
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(2);
    expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe('2026-12-10');
    expect(entryUid(entry('2026-12-10'), options.publicUrl)).toBe(
      'dedication-12-2026-12-10@zechus.org',
    );
  });

  it('holds one all-day entry per date, named for the day, with the Hebrew and civil date and the link', async () => {
    const text = await calendarFile(
      [
        entry('2026-11-30'),
        entry('2027-11-19', { progressUrl: 'https://zechus.org/my-page/12?day=2' }),
      ],
      options,
    );
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Zechus//Learning dates//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      uid: 'dedication-12-2026-11-30@zechus.org',
      summary: `Yoirtzeit — ${NAME}`,
      start: '2026-11-30',
      startIsDate: true,
      end: '2026-12-01',
      url: 'https://zechus.org/my-page/12?day=1',
    });
    expect(events[0]?.stamp).not.toBeNull();
    expect(events[0]?.description).toContain('כ׳ כסלו תשפ״ז (Monday 30 November 2026)');
    expect(events[0]?.description).toContain(
      `On the yoirtzeit the children learn the whole Mishnah, all 525 perakim, in memory of ${NAME}.`,
    );
    expect(events[0]?.description).toContain('https://zechus.org/my-page/12?day=1');
    expect(events[1]).toMatchObject({ start: '2027-11-19', end: '2027-11-20' });
  });

  it('is written as calendars require: CRLF lines of at most 75 octets, Hebrew kept whole', async () => {
    const text = await calendarFile([entry('2026-11-30')], options);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The Hebrew summary was long enough to need folding, and no letter was cut in two.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`SUMMARY:Yoirtzeit — ${NAME}`);
    expect(text).toContain('DTSTART;VALUE=DATE:20261130\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261201\r\n');
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('gives a date the same UID whenever it is written', async () => {
    const first = parse(await calendarFile([entry('2026-11-30')], options)).events[0]?.uid;
    const again = parse(await calendarFile([entry('2026-11-30')], options)).events[0]?.uid;
    expect(first).toBe(again);
    expect(first).toBe(entryUid({ enrollmentId: 12, day: '2026-11-30' }, 'https://zechus.org'));
  });
});
