import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  DONOR_NOTE_KIND_LABELS,
  DONOR_NOTE_MAX,
  donorNoteKinds,
  donorNoteNewSchema,
  londonDay,
  type DonorDetail,
  type DonorNoteKind,
  type DonorNoteNew,
  type DonorNoteNewInput,
} from '@zechus/shared';
import { NotebookPen } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { describedBy, Field, fieldClass, Input } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { ChoiceGroup } from '../shell/ChoiceGroup.tsx';
import { DialogForm } from '../shell/DialogForm.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { addNote, useDonorChanged } from './api.ts';
import { donorsText as text } from './strings.ts';

const KIND_OPTIONS = donorNoteKinds.map((kind) => ({
  value: kind,
  label: DONOR_NOTE_KIND_LABELS[kind],
}));

/** A note of a call, a visit, a letter or other: its kind, its day (today unless changed), text. */
export function NoteDialog({
  donor,
  onClose,
  onSaved,
}: {
  donor: DonorDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const today = londonDay(new Date());
  const changed = useDonorChanged();
  const form = useForm<DonorNoteNewInput, unknown, DonorNoteNew>({
    resolver: zodResolver(donorNoteNewSchema),
    defaultValues: { kind: 'call', day: today, text: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: DonorNoteNew) => addNote(donor.id, values),
    onSuccess: async (detail) => {
      await changed(detail);
      onSaved();
    },
  });
  const { errors } = form.formState;
  const length = (useWatch({ control: form.control, name: 'text' }) ?? '').length;
  return (
    <OfficeDialog title={text.noteTitle} onClose={onClose}>
      <DialogForm
        intro={text.noteIntro}
        error={mutation.error}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        onCancel={onClose}
        submitLabel={text.saveNote}
        submitIcon={NotebookPen}
        busy={mutation.isPending}
      >
        <div className="mb-4">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <ChoiceGroup<DonorNoteKind>
                name={`${id}-kind`}
                legend={text.noteKind}
                value={field.value}
                options={KIND_OPTIONS}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <Field
          id={`${id}-day`}
          label={text.noteDay}
          hint={text.noteDayHint}
          error={errors.day?.message}
        >
          <Input
            id={`${id}-day`}
            type="date"
            max={today}
            hasHint
            invalid={Boolean(errors.day)}
            {...form.register('day')}
          />
        </Field>
        <Field
          id={`${id}-text`}
          label={text.noteText}
          hint={text.noteTextHint}
          error={errors.text?.message}
        >
          <textarea
            id={`${id}-text`}
            rows={5}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={`${describedBy(`${id}-text`, Boolean(errors.text), true) ?? ''} ${id}-count`}
            className={cn(fieldClass, 'resize-y leading-relaxed')}
            {...form.register('text')}
          />
          <p
            id={`${id}-count`}
            className={cn(
              'mt-1 text-end text-sm tabular-nums',
              length > DONOR_NOTE_MAX ? 'font-semibold text-danger' : 'text-ink-muted',
            )}
          >
            {text.noteCount(length, DONOR_NOTE_MAX)}
          </p>
        </Field>
      </DialogForm>
    </OfficeDialog>
  );
}
