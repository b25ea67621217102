import type { RegisterChild } from '@zechus/shared';
import { UserRoundCheck, UserRoundX } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';
import { registerText } from './strings.ts';

/**
 * A child of the register: one big tap target (the whole row) that ticks them absent or back.
 * The state is the button's pressed state, said in words and shown by colour and icon alike.
 */
export function ChildToggle({
  child,
  absent,
  onToggle,
}: {
  child: RegisterChild;
  absent: boolean;
  onToggle: () => void;
}) {
  const Icon = absent ? UserRoundX : UserRoundCheck;
  return (
    <button
      type="button"
      aria-pressed={absent}
      data-child={child.id}
      onClick={onToggle}
      className={cn(
        'flex min-h-16 w-full items-center gap-3 rounded-xl border-2 px-4 py-2 text-start transition-colors',
        absent ? 'border-danger bg-danger/5' : 'border-stone bg-white hover:border-primary',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-7 shrink-0', absent ? 'text-danger' : 'text-done')}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <Hebrew className="self-start text-2xl font-bold">{child.name}</Hebrew>
        <span className="text-sm text-ink-muted">
          {child.perakim === 0
            ? registerText.noPerakimToday
            : `${registerText.perakimToday(child.perakim)} · ${registerText.openToday(child.open)}`}
          {child.extra > 0 ? ` · ${registerText.extraToday(child.extra)}` : ''}
        </span>
      </span>
      <span
        className={cn(
          'shrink-0 rounded-full px-3 py-1 text-sm font-semibold',
          absent ? 'bg-danger text-white' : 'border border-done bg-white text-done',
        )}
      >
        {absent ? registerText.absent : registerText.here}
      </span>
    </button>
  );
}
