import {
  civilDateText,
  isFuneralDay,
  nextFuneralDay,
  reckonShloishim,
  ShloishimEntryError,
} from '@zechus/shared';
import type { Episode, FuneralEntry, PassingEntry, ShloishimReckoning } from '@zechus/shared';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';
import type { EpisodeFormValues } from '../episode-form.ts';

type EpisodeFormApi = UseFormReturn<EpisodeFormValues, unknown, Episode>;
type FuneralWhen = FuneralEntry['when'];

/** The date of passing as the form holds it (the second date entry), or null while incomplete. */
function passingOf(values: {
  mode: string;
  civil: string;
  nightfall: boolean;
  month: string;
  day: string;
}): PassingEntry | null {
  if (values.mode === 'civil') {
    return /^\d{4}-\d{2}-\d{2}$/.test(values.civil)
      ? { calendar: 'civil', day: values.civil, afterNightfall: values.nightfall }
      : null;
  }
  return values.month !== '' && values.day !== ''
    ? { calendar: 'hebrew', month: Number(values.month), day: Number(values.day) }
    : null;
}

/**
 * The day of the funeral and the Day of Shloishim worked out from it (issue 26 §1, decision 0038):
 * the thirty days are counted from the burial, the day of burial the first. What it works out
 * is written into the Day of Shloishim below, which the family can still change.
 */
export function ShloishimFromPassing({ form, today }: { form: EpisodeFormApi; today: string }) {
  const [mode, civil, nightfall, month, day] = useWatch({
    control: form.control,
    name: [
      'yoirtzeitDateMode',
      'yoirtzeitCivilDay',
      'yoirtzeitAfterNightfall',
      'yoirtzeitMonth',
      'yoirtzeitDay',
    ],
  });
  const [when, setWhen] = useState<FuneralWhen>('next_day');
  const [funeralDay, setFuneralDay] = useState('');
  const passing = passingOf({ mode, civil, nightfall, month, day });
  const funeral: FuneralEntry | null =
    when === 'date' ? (funeralDay === '' ? null : { when, day: funeralDay }) : { when };

  let reckoning: ShloishimReckoning | null = null;
  let problem: string | null = null;
  let passingDay: string | null = null;
  if (passing) {
    try {
      reckoning = reckonShloishim(passing, funeral ?? { when: 'same_day' }, today);
      passingDay = reckoning.passing.day;
      if (!funeral) reckoning = null;
    } catch (error) {
      if (!(error instanceof ShloishimEntryError)) throw error;
      problem = error.message;
    }
  }

  // Write the worked-out day into the Day of Shloishim only when the family changed a date
  // here, never on the first render (a saved Day of Shloishim stays as they confirmed it).
  const worked = reckoning?.shloishim;
  const applied = useRef<string | undefined>(worked?.day);
  useEffect(() => {
    if (!worked || applied.current === worked.day) return;
    applied.current = worked.day;
    form.setValue('dateMode', 'hebrew');
    form.setValue('month', String(worked.hebrewMonth));
    form.setValue('day', String(worked.hebrewDay), { shouldDirty: true });
    void form.trigger('month');
  }, [worked, form]);

  const dayLabel = (day: string | null) => (day ? ` — ${civilDateText(day)}` : '');
  // No funeral on Shabbos or Yom Tov: "the next day" is then the first day after it, and a
  // passing on such a day offers no "same day".
  const options: { value: FuneralWhen; label: string }[] = [
    ...(passingDay && !isFuneralDay(passingDay)
      ? []
      : [{ value: 'same_day' as const, label: `The same day${dayLabel(passingDay)}` }]),
    {
      value: 'next_day',
      label: `The next day${dayLabel(passingDay ? nextFuneralDay(passingDay) : null)}`,
    },
    { value: 'date', label: 'Another date' },
  ];

  return (
    <div className="space-y-3">
      <fieldset className="min-w-0" aria-describedby="shloishim-funeral-error">
        <legend className="mb-1.5 font-medium text-ink">Day of the funeral</legend>
        <div role="radiogroup" aria-label="Day of the funeral" className="space-y-2">
          {options.map((option) => (
            <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="shloishim-funeral"
                value={option.value}
                checked={
                  when === option.value ||
                  // "The same day" is not offered for a passing on Shabbos or Yom Tov.
                  (when === 'same_day' && option.value === 'next_day' && options.length === 2)
                }
                onChange={() => setWhen(option.value)}
                className="size-5 shrink-0 accent-primary"
              />
              <span className="text-ink">{option.label}</span>
            </label>
          ))}
        </div>
        {when === 'date' ? (
          <div className="mt-2">
            <label htmlFor="shloishim-funeral-day" className="mb-1 block text-sm text-ink-muted">
              Date of the funeral
            </label>
            <input
              id="shloishim-funeral-day"
              type="date"
              value={funeralDay}
              onChange={(event) => setFuneralDay(event.target.value)}
              className={cn(fieldClass, 'max-w-xs')}
            />
          </div>
        ) : null}
        <p
          id="shloishim-funeral-error"
          aria-live="polite"
          className="mt-1.5 min-h-5 text-sm text-danger"
        >
          {problem ??
            (passing && when === 'date' && funeralDay === ''
              ? 'Please give the date of the funeral.'
              : null)}
        </p>
      </fieldset>
      <p className="text-sm text-ink-muted">
        The thirty days are counted from the funeral, the day of the funeral being the first. Joined
        later, the shloishim costs only its days left.
      </p>
      {worked ? (
        <p className="rounded-lg bg-gold-soft/60 px-3 py-2 text-ink" aria-live="polite">
          The Day of Shloishim is <strong>{civilDateText(worked.day)}</strong> —{' '}
          <Hebrew className="text-lg">{worked.date}</Hebrew>
        </p>
      ) : null}
    </div>
  );
}
