import { HEBREW_DAYS, HEBREW_MONTHS, hebrewDateForCivil } from '@zechus/shared';
import type { DateRole, Episode } from '@zechus/shared';
import type { KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { describedBy, fieldClass, Select } from '../../../components/ui/FormField.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { cn } from '../../../lib/cn.ts';
import type { DateEntryFields, EpisodeFormValues } from '../episode-form.ts';

type EpisodeFormApi = UseFormReturn<EpisodeFormValues, unknown, Episode>;

/** Enter in a date select submits the step, as it does in the text fields (spec §2). */
const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    (event.currentTarget as HTMLInputElement).form?.requestSubmit();
  }
};

/** Hebrew date or civil date: two buttons that read as one switch. */
function ModeSwitch({
  prefix,
  form,
  fields,
}: {
  prefix: string;
  form: EpisodeFormApi;
  fields: DateEntryFields;
}) {
  const options = [
    { value: 'hebrew', label: 'Hebrew date' },
    { value: 'civil', label: 'Civil date' },
  ] as const;
  return (
    <div
      role="radiogroup"
      aria-label="Give the date as"
      className="mb-3 inline-flex rounded-full border border-stone bg-parchment p-1"
    >
      {options.map((option) => (
        <label key={option.value} className="relative cursor-pointer">
          <input
            type="radio"
            value={option.value}
            className="peer sr-only"
            {...form.register(fields.mode, {
              // The other way's error is not this way's: judge the date afresh.
              onChange: () => form.clearErrors([fields.month, fields.civil]),
            })}
            id={`${prefix}-mode-${option.value}`}
          />
          <span className="block min-h-10 rounded-full px-4 py-2 text-sm font-semibold text-ink-muted peer-checked:bg-primary peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold">
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

/** "That is 12 Kislev 5787 — י״ב כסלו תשפ״ז": the civil date read back as a Hebrew date. */
function CivilReadBack({ civil, afterNightfall }: { civil: string; afterNightfall: boolean }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(civil)) return null;
  const hebrew = hebrewDateForCivil(civil, afterNightfall);
  return (
    <p className="mt-2 rounded-lg bg-gold-soft/60 px-3 py-2 text-ink" aria-live="polite">
      That is <strong>{hebrew.english}</strong> —{' '}
      <Hebrew className="text-lg">{hebrew.hebrew}</Hebrew>
    </p>
  );
}

interface DateEntryProps {
  legend: string;
  prefix: string;
  fields: DateEntryFields;
  /** A day of passing may be after nightfall; a day of learning is a day. */
  role: DateRole;
  error: string | undefined;
  form: EpisodeFormApi;
  /** For a yoirtzeit: how hebcal keeps an Adar date in a leap year. */
  adarHint: boolean;
}

/**
 * One date of the dedication, given EITHER as the Hebrew month and day OR as the civil date
 * (with "after nightfall" for a passing), read back as the Hebrew date before going on.
 */
export function DateEntry({ legend, prefix, fields, role, error, form, adarHint }: DateEntryProps) {
  const mode = useWatch({ control: form.control, name: fields.mode });
  const civil = useWatch({ control: form.control, name: fields.civil });
  const nightfall = useWatch({ control: form.control, name: fields.nightfall });
  const invalid = Boolean(error);
  const hintId = `${prefix}-hint`;
  // Every date rule is said as soon as the date is complete, not when Continue is pressed.
  const judge = () => {
    const values = form.getValues();
    if (values[fields.mode] === 'civil') {
      if (values[fields.civil] !== '') void form.trigger(fields.civil);
    } else if (values[fields.month] !== '' && values[fields.day] !== '') {
      void form.trigger(fields.month);
    }
  };
  return (
    <fieldset aria-describedby={describedBy(prefix, invalid, adarHint)} className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink">{legend}</legend>
      <ModeSwitch prefix={prefix} form={form} fields={fields} />
      {mode === 'civil' ? (
        <div>
          <label htmlFor={`${prefix}-civil`} className="mb-1 block text-sm text-ink-muted">
            {role === 'passing' ? 'Date of the passing' : 'Date'}
          </label>
          <input
            id={`${prefix}-civil`}
            type="date"
            aria-invalid={invalid}
            className={cn(fieldClass, 'max-w-xs')}
            onKeyDown={submitOnEnter}
            {...form.register(fields.civil, { onChange: judge })}
          />
          {role === 'passing' ? (
            <label className="mt-3 flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                {...form.register(fields.nightfall, { onChange: judge })}
              />
              <span className="text-ink">
                After nightfall
                <span className="block text-sm text-ink-muted">
                  The Hebrew day begins at nightfall, so the date moves to the next day.
                </span>
              </span>
            </label>
          ) : null}
          {invalid ? null : (
            <CivilReadBack civil={civil} afterNightfall={role === 'passing' && nightfall} />
          )}
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <div>
            <label htmlFor={`${prefix}-month`} className="mb-1 block text-sm text-ink-muted">
              Month
            </label>
            <Select
              id={`${prefix}-month`}
              invalid={invalid}
              onKeyDown={submitOnEnter}
              {...form.register(fields.month, { onChange: judge })}
            >
              <option value="">Choose month</option>
              {HEBREW_MONTHS.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.hebrew} · {month.name}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor={`${prefix}-day`} className="mb-1 block text-sm text-ink-muted">
              Day
            </label>
            <Select
              id={`${prefix}-day`}
              invalid={invalid}
              onKeyDown={submitOnEnter}
              {...form.register(fields.day, { onChange: judge })}
            >
              <option value="">Day</option>
              {HEBREW_DAYS.map((day) => (
                <option key={day.value} value={day.value}>
                  {day.name} ({day.value})
                </option>
              ))}
            </Select>
          </div>
        </div>
      )}
      {adarHint ? (
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {mode === 'civil'
            ? 'A passing in a leap year’s Adar shows as Adar I or Adar II.'
            : 'Adar I and Adar II are a leap year’s two Adars. A yoirtzeit from an ordinary year’s Adar is kept in Adar I in a leap year.'}
        </p>
      ) : null}
      <p id={`${prefix}-error`} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </fieldset>
  );
}
