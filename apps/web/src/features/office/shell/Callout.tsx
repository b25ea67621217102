import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

const TONES = {
  /** Something to know before going on (gold): not an error, not a success. */
  note: { box: 'border-2 border-gold bg-gold-soft/40', icon: 'text-gold-ink' },
  /** A calm fact about the page (navy tint). */
  info: { box: 'border border-primary/30 bg-primary/5', icon: 'text-primary' },
} as const;

/**
 * A calm box of words (the caller sets its margin) on a page or in a dialog: what a teacher should know ("shown only now",
 * "nobody in this class has perakim that day"). Errors are ErrorNotice; successes SuccessNotice.
 */
export function Callout({
  tone = 'note',
  icon: Icon,
  live = false,
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  icon?: LucideIcon;
  /** Read out when it appears (role=status): for a note that follows the user's action. */
  live?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const look = TONES[tone];
  return (
    <div
      role={live ? 'status' : undefined}
      className={cn('flex items-start gap-3 rounded-lg px-4 py-3 text-ink', look.box, className)}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.icon)} />
      ) : null}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
