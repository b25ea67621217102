import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * How a badge reads: `good` in use (green), `waiting` for someone (gold), `off` out of use
 * (stone), `bad` refused or failed (danger red, as a declined card). Each keeps 4.5:1 for its
 * text.
 */
export type BadgeTone = 'good' | 'waiting' | 'off' | 'bad';

const TONES: Record<BadgeTone, string> = {
  good: 'border-done/50 bg-white text-done',
  waiting: 'border-gold/60 bg-gold-soft/60 text-gold-ink',
  off: 'border-stone bg-stone/60 text-ink-muted',
  bad: 'border-danger/50 bg-white text-danger',
};

/**
 * The state of a thing — a learner, an account, a station, a plan — in words with an icon, the
 * same pill everywhere (never colour alone).
 */
export function StatusBadge({
  tone,
  icon: Icon,
  children,
  className,
}: {
  tone: BadgeTone;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-semibold whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </span>
  );
}
