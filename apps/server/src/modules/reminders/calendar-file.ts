import {
  civilDateOf,
  occasionTitle,
  whatHappens,
  type DedicationKind,
  type Occasion,
} from '@zechus/shared';
import { hebrewDate } from '../progress/hebrew-dates.ts';

/** One learning date as a calendar entry. */
export interface LearningDateEntry {
  enrollmentId: number;
  /** 'YYYY-MM-DD', London. */
  day: string;
  /** The name the learning is dedicated to (Hebrew). */
  name: string;
  kind: DedicationKind;
  occasion: Occasion;
  /** The date's progress page (the spec's /my-page/{id}?day=N). */
  progressUrl: string;
  /**
   * A moved date: the day its entry was first given, and how often it moved. The entry keeps
   * that day's UID with a higher SEQUENCE, so a calendar moves the entry it has (issue 27 §6).
   */
  moved?: { firstDay: string; sequence: number };
}

/**
 * The same date always has the same UID, in the reminder's attachment and in the My Page
 * download alike, so adding it twice updates one entry instead of making two.
 */
export const entryUid = (
  entry: Pick<LearningDateEntry, 'enrollmentId' | 'day' | 'moved'>,
  publicUrl: string,
) =>
  `dedication-${entry.enrollmentId}-${entry.moved?.firstDay ?? entry.day}@${new URL(publicUrl).hostname}`;

/** The words of an entry: its title and what happens that day, with the Hebrew and civil date. */
export function entryWords(entry: LearningDateEntry): { summary: string; description: string } {
  const hebrew = hebrewDate(entry.day).date;
  return {
    summary: `${occasionTitle(entry.occasion)} — ${entry.name}`,
    description: [
      `${hebrew} (${civilDateOf(entry.day)})`,
      `${whatHappens(entry.occasion, entry.kind, entry.name)}.`,
      `Follow the learning perek by perek: ${entry.progressUrl}`,
    ].join('\n'),
  };
}

const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * An iCalendar file (RFC 5545) of all-day entries that Apple, Google and Outlook calendars all
 * import: METHOD:PUBLISH, a stable UID per date, DTSTART;VALUE=DATE with the next day as DTEND,
 * CRLF lines folded at 75 octets (ical-generator counts octets, so Hebrew folds right: `ics`
 * counts characters — decision 0025). ical-generator is loaded at the first file (decision 0015).
 */
export async function calendarFile(
  entries: readonly LearningDateEntry[],
  options: {
    publicUrl: string;
    calendarName: string;
    now?: Date;
    /**
     * A subscription (decision 0042): its address, and how often a calendar app should fetch it
     * again — REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Apple's and Outlook's name).
     */
    feed?: { url: string; refreshSeconds: number };
  },
): Promise<string> {
  const { default: ical, ICalCalendarMethod } = await import('ical-generator');
  const calendar = ical({
    prodId: { company: 'Zechus', product: 'Learning dates', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: options.calendarName,
    ...(options.feed ? { ttl: options.feed.refreshSeconds, source: options.feed.url } : {}),
  });
  const stamp = options.now ?? new Date();
  for (const entry of entries) {
    const { summary, description } = entryWords(entry);
    calendar.createEvent({
      id: entryUid(entry, options.publicUrl),
      // Midnight UTC of the day: a date-only entry is written from its UTC date, whatever
      // the server's time zone.
      start: new Date(`${entry.day}T00:00:00Z`),
      end: new Date(`${dayAfter(entry.day)}T00:00:00Z`),
      allDay: true,
      stamp,
      ...(entry.moved ? { sequence: entry.moved.sequence } : {}),
      summary,
      description,
      url: entry.progressUrl,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}
