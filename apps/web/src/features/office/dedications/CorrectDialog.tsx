import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  dedicationEditSchema,
  type DedicationDetail,
  type DedicationEdit,
  type DedicationEditInput,
} from '@zechus/shared';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, Input, Select } from '../../../components/ui/FormField.tsx';
import { DialogForm } from '../shell/DialogForm.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { editDedication, useDedicationChanged } from './api.ts';
import { dedicationsText as text } from './strings.ts';

/** Correct the Hebrew name or the kind (one of the plan's kinds). */
export function CorrectDialog({
  dedication,
  onClose,
  onSaved,
}: {
  dedication: DedicationDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const changed = useDedicationChanged();
  const form = useForm<DedicationEditInput, unknown, DedicationEdit>({
    resolver: zodResolver(dedicationEditSchema),
    defaultValues: { name: dedication.name, kind: dedication.kind },
  });
  const mutation = useMutation({
    mutationFn: (edit: DedicationEdit) => editDedication(dedication.id, edit),
    onSuccess: async (detail) => {
      await changed(detail);
      onSaved();
    },
  });
  const { errors } = form.formState;
  return (
    <OfficeDialog title={text.correctTitle} onClose={onClose}>
      <DialogForm
        intro={text.correctIntro}
        error={mutation.error}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        onCancel={onClose}
        submitLabel={text.save}
        submitIcon={Save}
        busy={mutation.isPending}
      >
        <Field id={`${id}-name`} label={text.hebrewName} error={errors.name?.message}>
          <Input
            id={`${id}-name`}
            dir="rtl"
            lang="he"
            autoComplete="off"
            data-autofocus="select"
            invalid={Boolean(errors.name)}
            className="hebrew text-xl"
            {...form.register('name')}
          />
        </Field>
        <Field id={`${id}-kind`} label={text.kindField} error={errors.kind?.message}>
          <Select id={`${id}-kind`} invalid={Boolean(errors.kind)} {...form.register('kind')}>
            {dedication.planKinds.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.label}
              </option>
            ))}
          </Select>
        </Field>
      </DialogForm>
    </OfficeDialog>
  );
}
