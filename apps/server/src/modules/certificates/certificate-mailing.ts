import type { DedicationKind } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dayCertificate } from '../../mail/templates/day-certificate.ts';
import { certificateData, dayCompletion } from './certificate-data.ts';
import { certificatePdf } from './certificate-pdf.ts';

export interface CertificateMailingDeps {
  db: Db;
  bus: LiveBus;
  mailer: Mailer;
  programmeTitle: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How often the new events are read unasked, in case an announcement was lost (0: never). */
  safetyPollMs?: number;
}

/**
 * On start, the events of this long ago are read again: a day completed just before a crash or
 * a restart (its event stored, its certificates not yet claimed) still gets them. What was
 * already sent is claimed, so reading an event twice sends nothing twice.
 */
export const REREAD_ON_START_MS = 15 * 60_000;
const SAFETY_POLL_MS = 10_000;

/** The active dedications of a day, with their sponsors and the date's place among their dates. */
async function sponsorsOf(db: Db, day: string) {
  const rows = await db
    .selectFrom('enrollment_dates as d')
    .innerJoin('enrollments as e', 'e.id', 'd.enrollment_id')
    .innerJoin('donors as p', 'p.id', 'e.donor_id')
    .select([
      'e.id',
      'e.kind',
      'e.name',
      'e.plan_text',
      'p.id as donorId',
      'p.name as donorName',
      'p.email',
      (eb) =>
        eb
          .selectFrom('enrollment_dates as o')
          .select((o) => o.fn.countAll<number | string>().as('n'))
          .whereRef('o.enrollment_id', '=', 'e.id')
          .whereRef('o.day', '<=', 'd.day')
          .as('position'),
      (eb) =>
        eb
          .selectFrom('enrollment_dates as a')
          .select((a) => a.fn.countAll<number | string>().as('n'))
          .whereRef('a.enrollment_id', '=', 'e.id')
          .as('dates'),
    ])
    .where('d.day', '=', day)
    .where('e.status', '=', 'active')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    kind: row.kind as DedicationKind,
    position: Number(row.position),
    dates: Number(row.dates),
  }));
}

/** Whether this dedication's certificate for the day has been claimed (sent or being sent). */
async function alreadyClaimed(db: Db, enrollmentId: number, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('day_certificates')
    .select('id')
    .where('enrollment_id', '=', enrollmentId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the (dedication, day) before anything is sent: one row under a unique key, so of two
 * instances — or of a perek undone and scanned again — exactly one gets it.
 */
async function claim(db: Db, enrollmentId: number, day: string): Promise<boolean> {
  const row = await db
    .insertInto('day_certificates')
    .values({ enrollment_id: enrollmentId, day, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['enrollment_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * E-mails each sponsor of a day its certificate once the day's 525 perakim are all done (issue
 * 13 §6; decision 0026). It listens to the live events every instance hears (decision 0009) —
 * a perek done by a station's scan or by hand in the office is a `chapter-done` — so no path
 * that completes a day needs to know about certificates. Each is claimed before it is sent; a
 * send that fails is a failed row of the mail log, which the office retries from there.
 */
export class CertificateMailing {
  readonly #deps: CertificateMailingDeps;
  #lastSeen = 0;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;
  #unsubscribe: (() => void) | undefined;
  #poll: NodeJS.Timeout | undefined;

  constructor(deps: CertificateMailingDeps) {
    this.#deps = deps;
  }

  async start(): Promise<void> {
    const { db } = this.#deps;
    const cutoff = new Date(Date.now() - REREAD_ON_START_MS).toISOString();
    const before = await db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    this.#lastSeen = Number(before?.id ?? 0);
    this.#unsubscribe = this.#deps.bus.onAnnounce(() => this.#wake());
    // As the live hub does (decision 0009): a lost NOTIFY, or another SQLite process's scan,
    // is picked up by reading now and then; the read is one indexed query.
    const every = this.#deps.safetyPollMs ?? SAFETY_POLL_MS;
    if (every > 0) {
      this.#poll = setInterval(() => this.#wake(), every);
      this.#poll.unref();
    }
    this.#wake();
  }

  /** Waits for what is under way (tests; a closing server lets its e-mails finish). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#unsubscribe?.();
    clearInterval(this.#poll);
    await this.idle();
  }

  #wake(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => {
        this.#deps.log.error({ err: error }, 'certificates: could not read the new events');
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again && !this.#closed) {
          this.#again = false;
          this.#wake();
        }
      });
  }

  /** Reads the events since the last seen and looks at each day a perek was done on. */
  async #drain(): Promise<void> {
    for (;;) {
      const events = await this.#deps.bus.since(this.#lastSeen, 1000);
      if (events.length === 0) return;
      const days = new Set<string>();
      for (const event of events) {
        if (event.type !== 'chapter-done') continue;
        const day = (JSON.parse(event.data) as { day?: unknown }).day;
        if (typeof day === 'string') days.add(day);
      }
      for (const day of days) await this.mailIfComplete(day);
      this.#lastSeen = events[events.length - 1]?.id ?? this.#lastSeen;
    }
  }

  /** Sends the day's certificates not sent yet, when all its perakim are done. */
  async mailIfComplete(day: string): Promise<void> {
    const { db } = this.#deps;
    if (!(await dayCompletion(db, day)).complete) return;
    for (const sponsor of await sponsorsOf(db, day)) {
      if (await alreadyClaimed(db, sponsor.id, day)) continue;
      // Made before the claim: a PDF that cannot be made leaves it unclaimed, for the next try.
      const data = await certificateData(
        db,
        { ...sponsor, title: sponsor.plan_text, day },
        this.#deps.programmeTitle,
      );
      if (!data) return;
      const pdf = await certificatePdf(data);
      if (!(await claim(db, sponsor.id, day))) continue;
      const progressUrl = new URL(
        `/my-page/${sponsor.id}?day=${sponsor.position}`,
        this.#deps.publicUrl,
      ).toString();
      try {
        await this.#deps.mailer.send({
          ...dayCertificate({
            to: sponsor.email,
            donorName: sponsor.donorName,
            certificate: data,
            pdf,
            progressUrl,
          }),
          links: { donorId: sponsor.donorId, enrollmentId: sponsor.id },
        });
      } catch (error) {
        // The mail log has it as failed, with the reason, for the office to retry.
        this.#deps.log.warn(
          { err: error, enrollmentId: sponsor.id, day },
          'certificates: the e-mail was not sent',
        );
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The certificates' e-mailing (tests wait for it to be idle). */
    certificates: CertificateMailing;
  }
}
