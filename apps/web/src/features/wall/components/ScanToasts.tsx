import { Check } from 'lucide-react';
import type { ScanNotice } from '../chapters.ts';
import type { ScanQueueItem } from '../scan-queue.ts';
import { cn } from '../../../lib/cn.ts';
import { wallText } from '../strings.ts';
import { LearnerFace } from './LearnerFace.tsx';

/**
 * Scan toasts (spec §2 Scan toast): name and perek of recent scans, at most 4, sliding in calmly
 * at the corner. Announced politely.
 */
export function ScanToasts({
  visible,
  className,
}: {
  visible: readonly ScanQueueItem<ScanNotice>[];
  className?: string;
}) {
  return (
    <section aria-label={wallText.recentScans} className={cn('pointer-events-none', className)}>
      <ul aria-live="polite" className="flex flex-col-reverse gap-4">
        {visible.map(({ key, value }) => (
          <li
            key={key}
            data-scan-toast={value.barcode}
            className="wall-toast flex w-[600px] items-center gap-5 rounded-2xl border border-gold/60 bg-[#16233a]/95 px-6 py-4 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.7)]"
          >
            <LearnerFace
              name={value.name}
              image={value.image}
              className="size-[72px] text-[36px]"
            />
            <div className="min-w-0 flex-1">
              <p className="font-[family-name:var(--font-hebrew)] text-[36px] leading-tight font-bold text-parchment">
                {value.name}
              </p>
              <p className="font-[family-name:var(--font-hebrew)] text-[28px] text-gold">
                {value.perek}
              </p>
            </div>
            <Check aria-hidden="true" className="size-10 text-gold" strokeWidth={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
