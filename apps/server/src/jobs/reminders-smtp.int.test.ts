import crypto from 'node:crypto';
import { addDays, hebrewDateOf, londonDay } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { openDatabase } from '../db/database.ts';
import { loggingMailer, type LoggingMailer } from '../mail/mail-log.ts';
import { leafParts, partText, readMime, type MimePart } from '../mail/testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from '../mail/testing/smtp-inbox.ts';
import { reminderStopUrlMinter } from '../modules/reminders/stop-links.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { mailReminders } from '../modules/reminders/mail-reminders.ts';
import { runDailyJobs } from './scheduler.ts';

const PUBLIC_URL = 'https://zechus.example';
const TODAY = londonDay(new Date());
const MORNING = new Date('2026-06-01T09:00:00Z'); // 10:00 in London
const NIGHT = new Date('2026-06-01T02:00:00Z'); // 03:00 in London
const NAME = 'ר׳ משה בן ר׳ אברהם ז״ל';
const STOP_LINK = /https:\/\/zechus\.example\/reminders\/stop\/([A-Za-z0-9_-]{43})/;
const log = pino({ level: 'silent' });

describe.each(TEST_ENGINES)(
  'reminders before a yoirtzeit, through a real SMTP server, on %s',
  (engine) => {
    let smtp: SmtpInbox;
    let t: TestApp;
    let mailer: LoggingMailer;
    /** The yoirtzeit: three weeks away, so both reminders lie ahead. */
    let yahrzeit: string;
    let enrollmentId: number;

    const withMailer = (m: LoggingMailer) => ({
      db: t.handle.db,
      gateway: t.gateway,
      mailer: m,
      publicUrl: PUBLIC_URL,
      log,
    });
    const jobsOn = (day: string, holder = 'instance-a', now = MORNING) =>
      runDailyJobs(withMailer(mailer), day, holder, now);
    const reminders = () =>
      smtp.received
        .map((mail) => ({ to: mail.to, message: readMime(mail.raw) }))
        .filter(({ message }) => message.headers.get('list-unsubscribe') !== undefined);

    beforeAll(async () => {
      smtp = await startSmtpInbox();
      const smtpMailer = () => mailerTo(smtp);
      t = await createTestApp(engine, {
        today: TODAY,
        env: { PUBLIC_URL },
        mailer: smtpMailer(),
      });
      mailer = loggingMailer(smtpMailer(), t.handle.db, undefined, {
        reminderStopUrl: reminderStopUrlMinter(t.handle.db, PUBLIC_URL),
      });
      const hd = hebrewDateOf(addDays(TODAY, 21));
      const date = {
        month: hd.hebrewMonth,
        day: hd.hebrewDay,
        yoirtzeitMonth: hd.hebrewMonth,
        yoirtzeitDay: hd.hebrewDay,
      };
      const reply = await t.browser.post(
        '/api/sign-up',
        signUpRequest({
          episode: { kind: 'yoirtzeit', name: NAME, date },
          contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email: 'chana@example.org' },
        }),
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      expect(reply.statusCode, reply.body).toBe(200);
      enrollmentId = reply.json().enrollment.id;
      const dates = await t.handle.db
        .selectFrom('enrollment_dates')
        .select('day')
        .where('enrollment_id', '=', enrollmentId)
        .execute();
      expect(dates).toHaveLength(1);
      yahrzeit = dates[0]?.day ?? '';
      expect(yahrzeit > addDays(TODAY, 8)).toBe(true);
    });
    afterAll(async () => {
      mailer.close();
      await t.close();
      await smtp.close();
    });

    it('a week before the yoirtzeit the sponsor is reminded once, with the dates, a calendar entry and a one-click stop', async () => {
      await jobsOn(addDays(yahrzeit, -8));
      expect(reminders()).toHaveLength(0);
      await jobsOn(addDays(yahrzeit, -7));
      await jobsOn(addDays(yahrzeit, -7)); // a later pass the same day sends nothing more
      const sent = reminders();
      expect(sent).toHaveLength(1);
      const [{ to, message }] = sent as [{ to: string[]; message: MimePart }];
      expect(to).toEqual(['chana@example.org']);
      expect(message.headers.get('subject')).toBe(`A week from today: Yoirtzeit — ${NAME}`);
      const hebrew = hebrewDateOf(yahrzeit).date;
      const text = partText(message, 'text/plain') ?? '';
      expect(text).toContain('Dear Chana Gold,');
      expect(text).toContain(hebrew);
      expect(text).toMatch(
        new RegExp(
          `A week from today, \\w+day \\d+ \\w+ \\d{4} \\(${hebrew}\\), is a day of your dedication: Yoirtzeit\\.`,
        ),
      );
      expect(text).toContain(
        `On the yoirtzeit the children learn the whole Mishnah, all 525 perakim, in memory of ${NAME}.`,
      );
      expect(text).toContain(`${PUBLIC_URL}/my-page/${enrollmentId}?day=1`);
      // One-click unsubscribe (RFC 8058): the header, its POST marker and the same link in the body.
      const token = STOP_LINK.exec(text)?.[1] ?? '';
      expect(message.headers.get('list-unsubscribe')).toBe(
        `<${PUBLIC_URL}/reminders/stop/${token}>`,
      );
      expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(partText(message, 'text/html')).toContain(`/reminders/stop/${token}`);
      // The calendar entry: one all-day event on the yoirtzeit, read back by a calendar's parser.
      const attachment = leafParts(message).find((p) =>
        (p.headers.get('content-type') ?? '').startsWith('text/calendar'),
      );
      expect(attachment?.headers.get('content-disposition')).toMatch(
        /attachment; filename=.*\.ics/,
      );
      const calendar = new ICAL.Component(ICAL.parse(attachment?.text ?? ''));
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const start = events[0]?.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.isDate).toBe(true);
      expect(start.toString()).toBe(yahrzeit);
      expect(events[0]?.getFirstPropertyValue('summary')).toBe(`Yoirtzeit — ${NAME}`);
      expect(events[0]?.getFirstPropertyValue('url')).toBe(
        `${PUBLIC_URL}/my-page/${enrollmentId}?day=1`,
      );
      // The mail log keeps the message without a working link.
      const logged = await t.handle.db
        .selectFrom('mail_log')
        .select(['kind', 'status', 'message_json'])
        .where('kind', '=', 'learning-reminder')
        .executeTakeFirstOrThrow();
      expect(logged.status).toBe('sent');
      expect(logged.message_json).not.toContain(token);
    });

    it('nothing is sent in the night: the reminders wait for the morning', async () => {
      const before = reminders().length;
      await jobsOn(addDays(yahrzeit, -1), 'instance-a', NIGHT);
      expect(reminders()).toHaveLength(before);
    });

    it('the day before, two instances at once send the reminder once', async () => {
      const second = openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
      try {
        const other = loggingMailer(mailerTo(smtp), second.db, undefined, {
          reminderStopUrl: reminderStopUrlMinter(second.db, PUBLIC_URL),
        });
        const day = addDays(yahrzeit, -1);
        // Each instance takes the job as if the other's lease had lapsed: only the claim stands
        // between them and a second e-mail.
        await Promise.all([
          mailReminders(withMailer(mailer), day),
          mailReminders({ ...withMailer(other), db: second.db }, day),
          mailReminders(withMailer(mailer), day),
        ]);
        other.close();
      } finally {
        await second.close();
      }
      const tomorrow = reminders().filter(({ message }) =>
        message.headers.get('subject')?.startsWith('Tomorrow: Yoirtzeit'),
      );
      expect(tomorrow).toHaveLength(1);
      await jobsOn(yahrzeit);
      expect(reminders()).toHaveLength(2);
    });
  },
);
