import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  donorContactEditSchema,
  type DonorContactEdit,
  type DonorContactEditInput,
  type DonorDetail,
} from '@zechus/shared';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { DialogForm } from '../shell/DialogForm.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { editContact, useDonorChanged } from './api.ts';
import { donorsText as text } from './strings.ts';

/** Name, e-mail and phone, by the sign-up's own rules; an address in use is refused (409). */
export function ContactDialog({
  donor,
  onClose,
  onSaved,
}: {
  donor: DonorDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const changed = useDonorChanged();
  const form = useForm<DonorContactEditInput, unknown, DonorContactEdit>({
    resolver: zodResolver(donorContactEditSchema),
    defaultValues: { name: donor.name, email: donor.email, phone: donor.phone ?? '' },
  });
  const mutation = useMutation({
    mutationFn: (values: DonorContactEdit) =>
      editContact(donor.id, { ...values, phone: values.phone ?? '' }),
    onSuccess: async (detail) => {
      await changed(detail);
      onSaved();
    },
  });
  const { errors } = form.formState;
  return (
    <OfficeDialog title={text.contactTitle} onClose={onClose}>
      <DialogForm
        intro={text.contactIntro}
        error={mutation.error}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        onCancel={onClose}
        submitLabel={text.save}
        submitIcon={Save}
        busy={mutation.isPending}
      >
        <Field id={`${id}-name`} label={text.name} error={errors.name?.message}>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            invalid={Boolean(errors.name)}
            {...form.register('name')}
          />
        </Field>
        <Field id={`${id}-email`} label={text.email} error={errors.email?.message}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </Field>
        <Field
          id={`${id}-phone`}
          label={text.phone}
          hint={text.phoneHint}
          error={errors.phone?.message}
        >
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="off"
            hasHint
            invalid={Boolean(errors.phone)}
            {...form.register('phone')}
          />
        </Field>
      </DialogForm>
    </OfficeDialog>
  );
}
