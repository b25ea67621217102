import { episodeRules } from '@zechus/shared';
import type { DedicationKind, Episode, Plan } from '@zechus/shared';
import { Keyboard as KeyboardIcon } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { describedBy, Field, fieldClass } from '../../../components/ui/FormField.tsx';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { cn } from '../../../lib/cn.ts';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import { episodeFormDefaults, FIRST_DATE, firstDateRole, SECOND_DATE } from '../episode-form.ts';
import type { EpisodeFormValues } from '../episode-form.ts';
import { DateEntry } from './DateEntry.tsx';
import { billingStep, signupRules } from '../rules.ts';
import type * as SignupRules from '../signup-rules.ts';
import { ShivaStart } from './ShivaStart.tsx';
import { ShloishimFromPassing } from './ShloishimFromPassing.tsx';

const HebrewKeyboard = lazy(() => import('./HebrewKeyboard.tsx'));

/** A date the server refused (at Confirm): said next to its field when the step reopens. */
export interface DateProblem {
  field: 'month' | 'yoirtzeitMonth' | 'shivaBegan';
  message: string;
}

interface EpisodeFormProps {
  plan: Plan;
  saved: Episode | null;
  /** Today in Europe/London: the day the date rules are judged from. */
  today: string;
  serverProblem: DateProblem | null;
  onSave: (episode: Episode) => void;
}

/** The episode (dedication) step: kind, Hebrew date(s) and the name to learn (spec §2, §4, §5). */
export function EpisodeForm({ plan, saved, today, serverProblem, onSave }: EpisodeFormProps) {
  const resolver = useMemo(() => {
    let made: ReturnType<typeof SignupRules.episodeFormResolver> | undefined;
    return lazyResolver(signupRules, (rules) => (made ??= rules.episodeFormResolver(plan, today)));
  }, [plan, today]);
  const form = useForm<EpisodeFormValues, unknown, Episode>({
    resolver,
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
  const shloishimPlan = plan.type === 'shloishim' || kind === 'shloishim';
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (serverProblem) {
      form.setError(serverProblem.field, { message: serverProblem.message }, { shouldFocus: true });
    } else if (saved?.date.month != null) {
      // A dedication saved on an earlier day may break a rule today (a Day of Shloishim now
      // past): say so at once, not after Continue. One without a date yet (a relative's
      // "Dedicate a day too" brings only the name and kind) has nothing to be told about.
      void form.trigger();
    }
  }, [serverProblem, saved, form]);

  const changeKind = (next: DedicationKind) => {
    // Spec §4: changing the kind clears the yoirtzeit date; dates reset when not needed.
    setValue('yoirtzeitMonth', '');
    setValue('yoirtzeitDay', '');
    setValue('yoirtzeitCivilDay', '');
    if (!episodeRules(plan.type, next).showDates) {
      setValue('month', '');
      setValue('day', '');
      setValue('civilDay', '');
    }
  };

  const nameField = register('name');

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="episode-title"
      {...preloadOnUse(signupRules, billingStep)}
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

      {/* The shloishim asks first for the dates the family knows (issue 26 §1): the passing and
          the funeral, from which the Day of Shloishim below is worked out. */}
      {rules.showSecondDate ? (
        <DateEntry
          legend={shloishimPlan ? 'Date of passing' : rules.secondDateLabel}
          prefix="episode-yoirtzeit"
          fields={SECOND_DATE}
          role="passing"
          adarHint
          error={
            errors.yoirtzeitMonth?.message ??
            errors.yoirtzeitDay?.message ??
            errors.yoirtzeitCivilDay?.message
          }
          form={form}
        />
      ) : null}
      {rules.showSecondDate ? <ShloishimFromPassing form={form} today={today} /> : null}
      {rules.showDates ? (
        <DateEntry
          legend={rules.dateLabel}
          prefix="episode-date"
          fields={FIRST_DATE}
          role={firstDateRole(plan.type, kind === '' ? undefined : kind)}
          adarHint={rules.dateLabel === 'Day of Yurzat'}
          error={errors.month?.message ?? errors.day?.message ?? errors.civilDay?.message}
          form={form}
        />
      ) : null}
      {plan.type === 'shiva' ? (
        <ShivaStart plan={plan} today={today} error={errors.shivaBegan?.message} form={form} />
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
