import { addDays, isDay, type DayView } from '@zechus/shared';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { longDay } from '../shell/london-time.ts';
import { panelClass } from '../shell/Panel.tsx';
import { daysText } from './strings.ts';

/** Previous day, a date field, next day and Today: any date is one tap or a few keys away. */
export function DayNavigator({
  day,
  today,
  onChange,
}: {
  day: string;
  today: string;
  onChange: (day: string) => void;
}) {
  return (
    <nav
      aria-label={daysText.dayNav}
      className={cn(
        panelClass,
        'mb-5 grid grid-cols-2 items-end gap-3 p-4 sm:flex sm:flex-wrap sm:p-4',
      )}
    >
      {/* On a phone: previous and next side by side, then the date and Today. */}
      <Button variant="secondary" className="min-h-12" onClick={() => onChange(addDays(day, -1))}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {daysText.previousDay}
      </Button>
      <div className="order-3 min-w-0 sm:order-none sm:min-w-44">
        <label htmlFor="day-date" className="mb-1 block text-sm font-medium text-ink-muted">
          {daysText.date}
        </label>
        <input
          id="day-date"
          type="date"
          value={day}
          onChange={(event) => {
            if (isDay(event.target.value)) onChange(event.target.value);
          }}
          className={cn(fieldClass, 'min-h-12 py-2 text-lg')}
        />
      </div>
      <Button variant="secondary" className="min-h-12" onClick={() => onChange(addDays(day, 1))}>
        {daysText.nextDay}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
      <Button
        className="order-4 min-h-12 sm:order-none"
        inactive={day === today}
        onClick={() => onChange(today)}
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        {daysText.today}
      </Button>
    </nav>
  );
}

/** The day shown, in English and Hebrew, with whether it is today, past or to come. */
export function DayHeading({ view }: { view: DayView }) {
  const when = view.day === view.today ? 'today' : view.day < view.today ? 'past' : 'future';
  const badge = {
    today: daysText.todayBadge,
    past: daysText.pastBadge,
    future: daysText.futureBadge,
  }[when];
  const rule = view.laidOut
    ? { today: null, past: daysText.pastRule, future: daysText.futureRule }[when]
    : null;
  return (
    <div className="mb-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">{longDay(view.day)}</h2>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            when === 'today' ? 'bg-gold-soft text-gold-ink' : 'bg-stone/70 text-ink',
          )}
        >
          {badge}
        </span>
      </div>
      <p className="mt-1">
        <Hebrew className="text-xl text-ink-muted">{view.hebrewDate}</Hebrew>
      </p>
      {rule ? <p className="mt-2 max-w-3xl text-ink-muted">{rule}</p> : null}
    </div>
  );
}
