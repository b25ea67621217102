/**
 * What each background job has done in this process (per instance): runs that ended well, runs
 * that threw, and when one last ended well. Plain numbers, not prom-client instruments: the jobs
 * record here whether or not metrics are on, and stay free of the metrics library, which is
 * loaded only when metrics are turned on (metrics/install.ts) and reads these at scrape.
 */
export interface JobTally {
  succeeded: number;
  failed: number;
  /** Epoch ms of the last run that ended well; undefined while none has in this process. */
  lastSuccessAt?: number;
}

const tallies = new Map<string, JobTally>();

/**
 * Runs `run` as one run of `job`, counting it as a success or a failure (it still throws to the
 * caller, who logs it). The job's name is the one its log lines carry.
 */
export async function recordJobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  let tally = tallies.get(job);
  if (!tally) tallies.set(job, (tally = { succeeded: 0, failed: 0 }));
  try {
    const result = await run();
    tally.succeeded++;
    tally.lastSuccessAt = Date.now();
    return result;
  } catch (error) {
    tally.failed++;
    throw error;
  }
}

/** Every job that has run in this process, by name. */
export function jobTallies(): ReadonlyMap<string, Readonly<JobTally>> {
  return tallies;
}
