import crypto from 'node:crypto';
import { londonDay } from '@zechus/shared';
import { purgeExpiredAuthRows } from '../modules/auth/purge.ts';
import { ensureLearningDays } from '../modules/learning/daily-learning.ts';
import { purgeOldLiveEvents } from '../live/purge.ts';
import { DEFAULT_REPLAY_WINDOW } from '../live/replay.ts';
import { acquireLease, releaseLease } from './lease.ts';
import { mailLearningStarts } from './learning-starts.ts';
import { renewDueEnrollments, type RenewalDeps } from '../modules/payments/renewals.ts';
import { londonHour, mailReminders, REMINDER_HOUR } from '../modules/reminders/mail-reminders.ts';
import { repeatInBackground } from './repeat.ts';
import { mailDailyMourning } from '../modules/daily-mail/mail-daily.ts';
import { recordJobRun } from '../metrics/job-runs.ts';

const LEASE = 'daily-jobs';
const LEASE_TTL_MS = 10 * 60_000;

export interface DailyJobDeps extends RenewalDeps {
  /** LIVE_REPLAY_WINDOW: the live events always kept, so that a replay within it is whole. */
  liveReplayWindow?: number;
  /** For the daily mourning e-mail's last-day certificate and a relative's shared link. */
  programmeTitle?: string;
  shareLinkKey?: Buffer | null;
}

type Job = [name: string, run: () => Promise<unknown>];

/**
 * Runs `jobs` in turn if `holder` can take the daily lease (false if another instance holds it).
 * Each job is on its own, so one that fails (and is logged) does not keep the others from their
 * turn. Once `stopping` says so (this instance is shutting down), the jobs still to come wait for
 * the next pass, here or on another instance, and the lease is handed back at once instead of
 * being left to expire (LEASE_TTL_MS) while the others wait.
 */
export async function runJobsUnderLease(
  deps: Pick<DailyJobDeps, 'db' | 'log'>,
  jobs: Job[],
  holder: string,
  stopping: () => boolean = () => false,
): Promise<boolean> {
  if (!(await acquireLease(deps.db, LEASE, holder, LEASE_TTL_MS))) return false;
  try {
    for (const [name, job] of jobs) {
      if (stopping()) break;
      await recordJobRun(name, job).catch((err: unknown) =>
        deps.log.error({ err, job: name }, 'daily job failed'),
      );
    }
  } finally {
    await releaseLease(deps.db, LEASE, holder);
  }
  return true;
}

/** One pass of the daily jobs, run only by the instance that holds the lease. */
export async function runDailyJobs(
  deps: DailyJobDeps,
  today: string,
  holder: string,
  now: Date = new Date(),
  stopping: () => boolean = () => false,
): Promise<boolean> {
  // The learning first: today's wall, scans and renewed dedications all stand on it.
  const jobs: Job[] = [
    [
      'learning',
      async () => {
        const laidOut = await ensureLearningDays(deps.db, today);
        if (laidOut.length > 0) deps.log.info({ days: laidOut }, 'learning laid out');
      },
    ],
    ['renewals', () => renewDueEnrollments(deps, today)],
    // At the dedication's hour, never at night (issue 26 §6, decision 0041).
    ['learning-starts e-mails', () => mailLearningStarts(deps, today, now)],
    [
      'daily mourning e-mails',
      () =>
        mailDailyMourning(
          {
            ...deps,
            programmeTitle: deps.programmeTitle ?? 'Zechus',
            shareLinkKey: deps.shareLinkKey ?? null,
          },
          today,
          now,
        ),
    ],
    // In the morning, London time (decision 0025); a later pass the same day still sends them.
    ['reminders', async () => londonHour(now) >= REMINDER_HOUR && mailReminders(deps, today)],
    ['expired sessions', () => purgeExpiredAuthRows(deps.db)],
    [
      'live events',
      async () => {
        const keepNewest = deps.liveReplayWindow ?? DEFAULT_REPLAY_WINDOW;
        const purged = await purgeOldLiveEvents(deps.db, { keepNewest });
        if (purged > 0) deps.log.info({ purged }, 'old live events purged');
      },
    ],
  ];
  return runJobsUnderLease(deps, jobs, holder, stopping);
}

/**
 * Runs the daily jobs shortly after start and then every `intervalMs` (hourly by default): each
 * pass only does what is due, so running often is harmless and a missed hour catches up.
 */
export function startScheduler(
  deps: DailyJobDeps,
  today: () => string = () => londonDay(new Date()),
  intervalMs = 60 * 60_000,
): () => Promise<void> {
  const holder = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  let stopping = false;
  const stop = repeatInBackground(
    () =>
      runDailyJobs(deps, today(), holder, new Date(), () => stopping).catch((err: unknown) =>
        deps.log.error({ err }, 'daily jobs failed'),
      ),
    { firstAfterMs: 5_000, everyMs: intervalMs },
  );
  // A pass under way finishes the job it is in, skips the rest and hands the lease back.
  return async () => {
    stopping = true;
    await stop();
  };
}
