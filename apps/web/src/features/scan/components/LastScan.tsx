import { AlertTriangle, CheckCircle2, Clock, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import type { ShownScan } from '../scan-view.ts';
import { stationText } from '../strings.ts';

export function Hebrew({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      dir="rtl"
      lang="he"
      className={cn('block font-[family-name:var(--font-hebrew)]', className)}
    >
      {children}
    </span>
  );
}

const LOOKS = {
  done: { box: 'border-done bg-[#e6f4ed]', text: 'text-done', Icon: CheckCircle2 },
  already_done: { box: 'border-gold bg-gold-soft/60', text: 'text-gold-ink', Icon: RotateCcw },
  error: { box: 'border-danger bg-[#fdecea]', text: 'text-danger', Icon: AlertTriangle },
  waiting: { box: 'border-primary bg-white', text: 'text-primary', Icon: Clock },
} as const;

/** The newest scan, very large: the child's name and perek, and what came of it. */
export function LastScan({ scan }: { scan: ShownScan | undefined }) {
  if (!scan) {
    return (
      <div className="flex min-h-[220px] items-center justify-center rounded-2xl border-2 border-dashed border-stone bg-white/60 p-6 text-center text-xl text-ink-muted sm:min-h-[300px] sm:text-2xl">
        {stationText.ready}
      </div>
    );
  }
  const look = LOOKS[scan.look];
  const error = scan.look === 'error';
  return (
    <div
      data-outcome={scan.look}
      data-barcode={scan.barcode}
      className={cn(
        'min-h-[220px] rounded-2xl border-4 p-5 shadow-card sm:min-h-[300px] sm:p-8',
        look.box,
      )}
    >
      <p className={cn('flex items-center gap-3 text-2xl font-bold sm:text-4xl', look.text)}>
        <look.Icon aria-hidden="true" className="size-8 shrink-0 sm:size-10" strokeWidth={2.5} />
        {scan.title}
      </p>
      {scan.name ? (
        <div className="mt-4 text-ink">
          <Hebrew className="text-5xl leading-tight font-bold break-words sm:text-7xl">
            {scan.name}
          </Hebrew>
          <Hebrew className="mt-2 text-3xl leading-tight sm:text-5xl">{scan.perek}</Hebrew>
        </div>
      ) : null}
      {scan.message ? (
        <p
          className={cn(
            'mt-4 font-medium text-ink',
            error ? 'text-lg sm:text-2xl' : 'text-base sm:text-lg',
          )}
        >
          {scan.message}
        </p>
      ) : null}
      {error || !scan.name ? (
        <p className="mt-3 text-base text-ink-muted sm:text-lg">
          Barcode: <span className="font-mono font-semibold text-ink">{scan.barcode}</span>
        </p>
      ) : null}
    </div>
  );
}
