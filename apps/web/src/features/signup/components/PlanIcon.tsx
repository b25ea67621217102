import { CalendarDays, CalendarRange, Moon, Sun } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** The icon follows the position: first a day, second a year, third a month (spec §2, §9). */
const positionIcons: readonly LucideIcon[] = [Sun, CalendarRange, Moon, CalendarDays];

export function PlanIcon({ index, className }: { index: number; className?: string }) {
  const Icon = positionIcons[index] ?? CalendarDays;
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
