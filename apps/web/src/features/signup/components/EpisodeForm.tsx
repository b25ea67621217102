import { zodResolver } from '@hookform/resolvers/zod';
import { HEBREW_DAYS, HEBREW_MONTHS, episodeRules } from '@zechus/shared';
import type { DedicationKind, Episode, Plan } from '@zechus/shared';
import { Keyboard as KeyboardIcon } from 'lucide-react';
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { describedBy, Field, fieldClass, Select } from '../../../components/ui/FormField.tsx';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { cn } from '../../../lib/cn.ts';
import { episodeFormDefaults, episodeFormSchema } from '../episode-form.ts';
import type { EpisodeFormValues } from '../episode-form.ts';

const HebrewKeyboard = lazy(() => import('./HebrewKeyboard.tsx'));

interface EpisodeFormProps {
  plan: Plan;
  saved: Episode | null;
  onSave: (episode: Episode) => void;
}

/** Enter in a date select submits the step, as it does in the text fields (spec §2). */
const submitOnEnter = (event: KeyboardEvent<HTMLSelectElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
};

function DateFields({
  legend,
  prefix,
  monthField,
  dayField,
  error,
  form,
}: {
  legend: string;
  prefix: string;
  monthField: 'month' | 'yoirtzeitMonth';
  dayField: 'day' | 'yoirtzeitDay';
  error: string | undefined;
  form: ReturnType<typeof useForm<EpisodeFormValues, unknown, Episode>>;
}) {
  const invalid = Boolean(error);
  return (
    <fieldset aria-describedby={describedBy(prefix, invalid)} className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <div>
          <label htmlFor={`${prefix}-month`} className="mb-1 block text-sm text-ink-muted">
            Month
          </label>
          <Select
            id={`${prefix}-month`}
            invalid={invalid}
            onKeyDown={submitOnEnter}
            {...form.register(monthField, { deps: [dayField] })}
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
            {...form.register(dayField, { deps: [monthField] })}
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
      <p id={`${prefix}-error`} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </fieldset>
  );
}

/** The episode (dedication) step: kind, Hebrew date(s) and the name to learn (spec §2, §4, §5). */
export function EpisodeForm({ plan, saved, onSave }: EpisodeFormProps) {
  const schema = useMemo(() => episodeFormSchema(plan), [plan]);
  const form = useForm<EpisodeFormValues, unknown, Episode>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: episodeFormDefaults(plan, saved),
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isValid },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const name = useWatch({ control, name: 'name' });
  const rules = episodeRules(plan.type, kind === '' ? undefined : kind);
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const changeKind = (next: DedicationKind) => {
    // Spec §4: changing the kind clears the yoirtzeit date; dates reset when not needed.
    setValue('yoirtzeitMonth', '');
    setValue('yoirtzeitDay', '');
    if (!episodeRules(plan.type, next).showDates) {
      setValue('month', '');
      setValue('day', '');
    }
  };

  const nameField = register('name');

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="episode-title"
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="space-y-4"
    >
      {rules.showKindChooser ? (
        <fieldset aria-describedby={describedBy('episode-kind', Boolean(errors.kind))}>
          <legend className="mb-2 font-medium text-ink">The learning is dedicated for</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {plan.kinds.map((option) => (
              <label key={option.id} className="relative block cursor-pointer">
                <input
                  type="radio"
                  value={option.id}
                  className="peer sr-only"
                  {...register('kind', {
                    onChange: () => changeKind(option.id),
                  })}
                />
                <span
                  className={cn(
                    'flex h-full items-center gap-3 rounded-lg border-2 border-stone bg-white px-3 py-3 transition-colors',
                    'peer-checked:border-gold peer-checked:bg-gold-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold hover:border-gold',
                  )}
                >
                  <KindIcon kind={option.id} className="size-9" />
                  <span className="font-semibold text-ink">{option.label}</span>
                </span>
              </label>
            ))}
          </div>
          <p
            id="episode-kind-error"
            aria-live="polite"
            className="mt-1.5 min-h-5 text-sm text-danger"
          >
            {errors.kind?.message}
          </p>
        </fieldset>
      ) : null}

      {rules.showDates ? (
        <DateFields
          legend={rules.dateLabel}
          prefix="episode-date"
          monthField="month"
          dayField="day"
          error={errors.month?.message ?? errors.day?.message}
          form={form}
        />
      ) : null}
      {rules.showSecondDate ? (
        <DateFields
          legend={rules.secondDateLabel}
          prefix="episode-yoirtzeit"
          monthField="yoirtzeitMonth"
          dayField="yoirtzeitDay"
          error={errors.yoirtzeitMonth?.message ?? errors.yoirtzeitDay?.message}
          form={form}
        />
      ) : null}

      {/* The keyboard opens beside the name on a wide screen and below it on a phone (spec §2). */}
      <div
        className={cn(
          keyboardOpen &&
            'lg:grid lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)] lg:items-start lg:gap-5',
        )}
      >
        <Field
          id="episode-name"
          label="Name to Learn"
          hint="In Hebrew letters, as in the example — the on-screen keyboard can help."
          error={errors.name?.message}
        >
          <div className="flex items-stretch gap-2">
            <input
              id="episode-name"
              type="text"
              dir="rtl"
              lang="he"
              autoComplete="off"
              spellCheck={false}
              placeholder={rules.namePlaceholder}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy('episode-name', Boolean(errors.name), true)}
              className={cn(fieldClass, 'hebrew min-w-0 flex-1 text-lg')}
              {...nameField}
            />
            <Button
              variant="secondary"
              aria-expanded={keyboardOpen}
              aria-controls={keyboardOpen ? 'episode-keyboard' : undefined}
              aria-label={keyboardOpen ? 'Hide the Hebrew keyboard' : 'Open the Hebrew keyboard'}
              onClick={() => setKeyboardOpen((open) => !open)}
              className="shrink-0 rounded-lg px-3"
            >
              <KeyboardIcon aria-hidden="true" className="size-5" />
              {/* Beside an open keyboard the name needs the room. */}
              <span
                aria-hidden="true"
                className={cn('hidden sm:inline', keyboardOpen && 'lg:hidden')}
              >
                א-ב
              </span>
            </Button>
          </div>
        </Field>
        {keyboardOpen ? (
          <Suspense fallback={null}>
            <HebrewKeyboard
              id="episode-keyboard"
              className="mb-4 lg:mt-8 lg:mb-0"
              value={name}
              onChange={(value) =>
                setValue('name', value, {
                  shouldValidate: true,
                  shouldDirty: true,
                  shouldTouch: true,
                })
              }
              onEnter={() => formRef.current?.requestSubmit()}
            />
          </Suspense>
        ) : null}
      </div>

      <Button type="submit" size="lg" inactive={!isValid}>
        Continue
      </Button>
    </form>
  );
}
