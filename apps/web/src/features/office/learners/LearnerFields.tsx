import type { LearnerFields as LearnerFieldValues, LearnerFieldsInput } from '@zechus/shared';
import { Keyboard } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { ClassOptions } from './ClassOptions.tsx';
import { learnersText } from './strings.ts';

const HebrewKeyboard = lazy(() => import('../../signup/components/HebrewKeyboard.tsx'));

export type LearnerForm = UseFormReturn<LearnerFieldsInput, unknown, LearnerFieldValues>;

/**
 * A child's name (Hebrew, right to left, in the sefer face; an on-screen Hebrew keyboard for a
 * tablet without one) and class (one of the classes, or a new one typed in).
 */
export function LearnerFields({ form, onEnter }: { form: LearnerForm; onEnter: () => void }) {
  const id = useId();
  const nameId = `${id}-name`;
  const classId = `${id}-class`;
  const [keyboard, setKeyboard] = useState(false);
  const { errors } = form.formState;
  const name = form.watch('name') ?? '';
  return (
    <>
      <Field
        id={nameId}
        label={learnersText.name}
        hint={learnersText.nameHint}
        error={errors.name?.message}
      >
        <div className="flex items-stretch gap-2">
          <Input
            id={nameId}
            dir="rtl"
            lang="he"
            autoComplete="off"
            hasHint
            invalid={Boolean(errors.name)}
            className="hebrew text-xl"
            {...form.register('name')}
          />
          <button
            type="button"
            aria-pressed={keyboard}
            aria-controls={keyboard ? `${id}-keyboard` : undefined}
            onClick={() => setKeyboard((open) => !open)}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border-2 border-primary px-3 text-sm font-semibold text-primary hover:bg-primary hover:text-white aria-pressed:bg-primary aria-pressed:text-white"
          >
            <Keyboard aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{learnersText.keyboard}</span>
          </button>
        </div>
      </Field>
      {keyboard ? (
        <Suspense fallback={null}>
          <HebrewKeyboard
            id={`${id}-keyboard`}
            className="-mt-2 mb-4"
            value={name}
            onChange={(value) => form.setValue('name', value, { shouldDirty: true })}
            onEnter={onEnter}
          />
        </Suspense>
      ) : null}
      <Field
        id={classId}
        label={learnersText.className}
        hint={learnersText.classHint}
        error={errors.className?.message}
      >
        <Input
          id={classId}
          dir="auto"
          autoComplete="off"
          list={`${classId}-options`}
          hasHint
          invalid={Boolean(errors.className)}
          {...form.register('className')}
        />
        <ClassOptions id={`${classId}-options`} />
      </Field>
    </>
  );
}
