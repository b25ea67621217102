import { STAFF_STATE_LABELS, type StaffState } from '@zechus/shared';
import { CircleCheck, CircleOff, MailQuestion } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const LOOK: Record<StaffState, { icon: typeof CircleCheck; className: string }> = {
  // A darker green than `done` keeps 4.5:1 on the tinted badge.
  active: { icon: CircleCheck, className: 'border-done/40 bg-done/10 text-[#22613f]' },
  invited: { icon: MailQuestion, className: 'border-gold/60 bg-gold-soft/60 text-gold-ink' },
  off: { icon: CircleOff, className: 'border-stone bg-stone/50 text-ink-muted' },
};

/** An account's state in words with an icon (never colour alone). */
export function StateBadge({ state }: { state: StaffState }) {
  const { icon: Icon, className } = LOOK[state];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-medium whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {STAFF_STATE_LABELS[state]}
    </span>
  );
}
