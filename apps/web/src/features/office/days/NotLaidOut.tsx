import type { DayView } from '@zechus/shared';
import { CalendarClock } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { longDay } from '../shell/london-time.ts';
import { daysText } from './strings.ts';

/** A day without learning says why, in a sentence, instead of an empty table. */
export function NotLaidOut({ view, onToday }: { view: DayView; onToday: () => void }) {
  const ahead = view.notLaidOut?.reason === 'ahead';
  const layoutOn = view.notLaidOut?.layoutOn ?? null;
  return (
    <section
      aria-labelledby="not-laid-out"
      className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:flex-row"
    >
      <CalendarClock aria-hidden="true" className="size-10 shrink-0 text-gold-ink" />
      <div>
        <h3 id="not-laid-out" className="text-xl font-semibold">
          {daysText.notLaidOutTitle}
        </h3>
        <p className="mt-1 max-w-2xl text-lg">
          {ahead
            ? daysText.notLaidOutAhead(layoutOn ? longDay(layoutOn) : null)
            : daysText.notLaidOutBefore}
        </p>
        <Button variant="secondary" className="mt-4" onClick={onToday}>
          {daysText.goToday}
        </Button>
      </div>
    </section>
  );
}
