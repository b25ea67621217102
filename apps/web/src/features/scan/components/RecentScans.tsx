import { CheckCircle2, History } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { ShownScan } from '../scan-view.ts';
import { stationText } from '../strings.ts';

const TITLE_COLOUR = {
  done: 'text-done',
  already_done: 'text-gold-ink',
  error: 'text-danger',
  waiting: 'text-primary',
} as const;

/** The last scans, newest first, each saying whether it reached the server. */
export function RecentScans({ scans }: { scans: ShownScan[] }) {
  return (
    <section aria-labelledby="scan-log-title" className="mt-8">
      <h2 id="scan-log-title" className="flex items-center gap-2 text-xl font-semibold">
        <History aria-hidden="true" className="size-5 text-primary" />
        {stationText.recent}
      </h2>
      {scans.length === 0 ? null : (
        <ol className="mt-3 divide-y divide-stone rounded-xl border border-stone bg-white">
          {scans.map((scan) => (
            <li
              key={scan.key}
              data-outcome={scan.look}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
            >
              <span
                className={cn(
                  'inline-flex min-w-[9.5rem] items-center gap-1.5 font-semibold',
                  TITLE_COLOUR[scan.look],
                )}
              >
                {scan.title}
              </span>
              {scan.name ? (
                <span dir="rtl" lang="he" className="hebrew text-xl font-bold text-ink">
                  {scan.name}
                </span>
              ) : null}
              {scan.perek ? (
                <span dir="rtl" lang="he" className="hebrew text-lg text-ink">
                  {scan.perek}
                </span>
              ) : null}
              {scan.look === 'error' && scan.message ? (
                <span className="basis-full text-ink">{scan.message}</span>
              ) : null}
              <span className="ms-auto flex items-center gap-3 text-sm text-ink-muted">
                {scan.look === 'waiting' ? null : (
                  <span className="inline-flex items-center gap-1">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {stationText.sent}
                  </span>
                )}
                <span className="font-mono">{scan.barcode}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
