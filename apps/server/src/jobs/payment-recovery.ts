import { recoverPayments, type RecoveryDeps } from '../modules/payments/recovery.ts';
import { repeatInBackground } from './repeat.ts';
import { recordJobRun } from '../metrics/job-runs.ts';

/**
 * Runs recoverPayments shortly after start (what a crash left behind) and then every
 * `everyMs`. No lease is needed: two instances settling the same payment record it once.
 */
export function startPaymentRecovery(
  deps: RecoveryDeps,
  options: { afterSeconds: number; everyMs?: number; firstAfterMs?: number },
): () => Promise<void> {
  return repeatInBackground(
    () =>
      recordJobRun('payment recovery', () =>
        recoverPayments(deps, new Date(Date.now() - options.afterSeconds * 1000)),
      )
        .then((pass) => {
          if (pass.recorded + pass.closed + pass.left > 0) deps.log.info(pass, 'payment recovery');
        })
        .catch((err: unknown) => deps.log.error({ err }, 'payment recovery failed')),
    { firstAfterMs: options.firstAfterMs ?? 2_000, everyMs: options.everyMs ?? 60_000 },
  );
}
