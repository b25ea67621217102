import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  civilDateOf,
  dedicationDetailSchema,
  londonDay,
  MY_CALENDAR_PATH,
  type DedicationDetail,
} from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { leafParts, partText, readMime, type MimePart } from '../../mail/testing/read-mime.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)(
  'donors are told when the office changes a dedication, on %s',
  (engine) => {
    let t: TestApp;
    let office: StaffClient;
    /** The demo's three dedications: a day (today), a month (in progress), a year (recurring). */
    const DAY = 1;
    const MONTH = 2;
    const YEAR = 3;

    beforeAll(async () => {
      t = await createTestApp(engine, {
        demo: { today: TODAY },
        today: TODAY,
        env: { LOGIN_LIMIT_PER_IP: '1000' },
      });
      office = await staffWithRole(t, 'office', 'Rivka Office');
    }, 120_000);
    afterAll(() => t.close());

    const detail = async (id: number): Promise<DedicationDetail> => {
      const reply = await office.get(`/api/office/dedications/${id}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return dedicationDetailSchema.parse(reply.json());
    };
    const mails = (): MimePart[] =>
      (fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir).sort() : []).map((file) =>
        readMime(fs.readFileSync(path.join(t.outboxDir, file))),
      );
    const lastMail = () => mails().at(-1) ?? readMime(Buffer.from(''));
    const calendarOf = (mail: MimePart) =>
      leafParts(mail).find((p) => (p.headers.get('content-type') ?? '').startsWith('text/calendar'))
        ?.text ?? '';
    const move = async (id: number, dateId: number, day: string) => {
      const reply = await office.post(`/api/office/dedications/${id}/dates/${dateId}/move`, {
        day,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return dedicationDetailSchema.parse(reply.json());
    };
    const said = (day: string) => `${civilDateOf(day)} (${hebrewDate(day).date})`;

    it('a donor is e-mailed the new date in words, with the calendar entry they already have, moved', async () => {
      const from = addDays(TODAY, 2);
      const to = addDays(TODAY, 35);
      const date = (await detail(MONTH)).learningDates.find((d) => d.day === from)!;
      const moved = await move(MONTH, date.id, to);

      const mail = lastMail();
      expect(mail.headers.get('to')).toBe(DEMO.donor.email);
      expect(mail.headers.get('subject')).toBe(`A new date for your learning: ${civilDateOf(to)}`);
      const text = partText(mail, 'text/plain') ?? '';
      expect(text).toContain(`It was on: ${said(from)}`);
      expect(text).toContain(`It is now on: ${said(to)}`);
      expect(text).toContain('open the attached file: your calendar moves it to the new day');
      const ics = calendarOf(mail);
      // The UID of the entry first given for that date: the calendar moves it, adds none.
      expect(ics).toMatch(new RegExp(`UID:dedication-${MONTH}-${from}@`));
      expect(ics).toContain(`DTSTART;VALUE=DATE:${to.replaceAll('-', '')}`);
      expect(ics).toContain('SEQUENCE:1');
      // Logged as the other e-mails are: the page's e-mails table shows it, sent.
      expect(moved.emails[0]).toMatchObject({
        kind: 'date-moved',
        to: DEMO.donor.email,
        status: 'sent',
      });
      const [audited] = await auditRows(t, 'dedications');
      expect(audited?.action).toBe('dedication.move-date');

      // Moved again: still the same entry, a newer SEQUENCE; My Page's download agrees.
      const again = addDays(TODAY, 36);
      await move(MONTH, date.id, again);
      const second = calendarOf(lastMail());
      expect(second).toMatch(new RegExp(`UID:dedication-${MONTH}-${from}@`));
      expect(second).toContain('SEQUENCE:2');
      const login = await t.browser.post('/api/login', {
        email: DEMO.donor.email,
        id: DEMO.donor.donorNumber,
      });
      const session = login.cookies.find((c) => c.name === 'zechus_session')!.value;
      const download = await t.app.inject({
        method: 'GET',
        url: `${MY_CALENDAR_PATH}?dedication=${MONTH}`,
        cookies: { zechus_session: session },
      });
      expect(download.statusCode, download.body).toBe(200);
      const entries = download.body.split('BEGIN:VEVENT').slice(1);
      const entry = entries.find((e) =>
        e.includes(`DTSTART;VALUE=DATE:${again.replaceAll('-', '')}`),
      );
      expect(entry).toMatch(new RegExp(`UID:dedication-${MONTH}-${from}@`));
      expect(entries.filter((e) => e.includes(`dedication-${MONTH}-${from}@`))).toHaveLength(1);
    });

    it('a donor with no e-mail address: the date moves, nothing is sent, the mail log stays clean', async () => {
      const donor = await t.handle.db
        .selectFrom('enrollments')
        .select('donor_id')
        .where('id', '=', MONTH)
        .executeTakeFirstOrThrow();
      await t.handle.db
        .updateTable('donors')
        .set({ email: '' })
        .where('id', '=', donor.donor_id)
        .execute();
      try {
        const sent = mails().length;
        const page = await detail(MONTH);
        const date = page.learningDates.find((d) => d.day === addDays(TODAY, 3))!;
        const moved = await move(MONTH, date.id, addDays(TODAY, 40));
        expect(moved.learningDates.map((d) => d.day)).toContain(addDays(TODAY, 40));
        expect(mails()).toHaveLength(sent);
        expect(moved.emails).toHaveLength(page.emails.length);
      } finally {
        await t.handle.db
          .updateTable('donors')
          .set({ email: DEMO.donor.email })
          .where('id', '=', donor.donor_id)
          .execute();
      }
    });

    it('a cancellation e-mails "your dedication is cancelled" once, and its dates stay, struck through', async () => {
      const before = await detail(YEAR);
      const cancel = () =>
        office.post(
          `/api/office/dedications/${YEAR}/cancel`,
          { refund: 'none' },
          { headers: { 'idempotency-key': crypto.randomUUID() } },
        );
      const reply = await cancel();
      expect(reply.statusCode, reply.body).toBe(200);
      const mail = lastMail();
      expect(mail.headers.get('to')).toBe(DEMO.donor.email);
      expect(mail.headers.get('subject')).toBe(`Your dedication is cancelled: ${before.name}`);
      const text = partText(mail, 'text/plain') ?? '';
      expect(text).toContain(`Your dedication of the learning for ${before.name}`);
      expect(text).toContain('No refund was made with this cancellation.');
      const first = before.learningDates[0]!.day;
      expect(text).toContain(`- ${said(first)}`);

      const after = dedicationDetailSchema.parse(reply.json().dedication);
      expect(after.learningDates.map((d) => [d.day, d.cancelled])).toEqual(
        before.learningDates.map((d) => [d.day, true]),
      );
      expect(after.emails.filter((m) => m.kind === 'dedication-cancelled')).toHaveLength(1);
      // Once: a second cancellation is refused, and nothing more is sent.
      const sent = mails().length;
      expect((await cancel()).statusCode).toBe(409);
      expect(mails()).toHaveLength(sent);
    });

    it('the dedications export says each status in the screens’ words, cancelled dates included', async () => {
      // A dedication all in the past: Completed.
      const { id: _id, ...day } = await t.handle.db
        .selectFrom('enrollments')
        .selectAll()
        .where('id', '=', DAY)
        .executeTakeFirstOrThrow();
      const done = await t.handle.db
        .insertInto('enrollments')
        .values({
          ...day,
          recurring: Boolean(day.recurring),
          daily_mail_on: Boolean(day.daily_mail_on),
          name: 'ר׳ יעקב בן ר׳ יצחק ז״ל',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.handle.db
        .insertInto('enrollment_dates')
        .values({ enrollment_id: done.id, day: addDays(TODAY, -10) })
        .execute();
      // One to come: Upcoming (the day's dedication moved after today).
      const today = (await detail(DAY)).learningDates.find((d) => d.day === TODAY)!;
      await move(DAY, today.id, addDays(TODAY, 5));

      const real = londonDay(new Date());
      const reply = await office.get(
        `/api/office/exports/dedications?from=${addDays(real, -1)}&to=${addDays(real, 1)}`,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      const [head = [], ...rows] = parse(reply.body.slice(1), {
        record_delimiter: '\r\n',
      }) as string[][];
      const cell = (id: number, name: string) =>
        rows.find((r) => r[0] === String(id))?.[head.indexOf(name)];
      expect([DAY, MONTH, YEAR, done.id].map((id) => cell(id, 'Status'))).toEqual([
        'Upcoming',
        'In progress',
        'Cancelled',
        'Completed',
      ]);
      const year = await detail(YEAR);
      const yearDays = year.learningDates.map((d) => d.day);
      expect(cell(YEAR, 'Cancelled learning days')).toBe(yearDays.join('; '));
      expect(cell(YEAR, 'Learning days')).toBe('0');
      expect([cell(YEAR, 'First learning day'), cell(YEAR, 'Last learning day')]).toEqual([
        yearDays[0],
        yearDays.at(-1),
      ]);
      expect(cell(MONTH, 'Cancelled learning days')).toBe('');
    });
  },
);
