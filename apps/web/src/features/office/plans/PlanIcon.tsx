import type { PlanType } from '@zechus/shared';
import { CalendarRange, Flame, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** The same icons as the public plan boxes: a day, a year, a month; a candle for the shiva. */
const ICONS: Record<PlanType, LucideIcon> = {
  yoirtzeit: Sun,
  rosh_chodesh: CalendarRange,
  shloishim: Moon,
  shiva: Flame,
};

export function PlanIcon({ type, className }: { type: PlanType; className?: string }) {
  const Icon = ICONS[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-ink',
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
