import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { newStaffSchema, type StaffChange, type StaffMember } from '@zechus/shared';
import { ChevronLeft, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { changeStaff } from './api.ts';
import { staffText } from './strings.ts';

const detailsSchema = newStaffSchema.pick({ name: true, email: true });
type Details = z.infer<typeof detailsSchema>;

/** Corrects a person's name or e-mail (only what changed is sent). */
export function DetailsForm({
  member,
  onBack,
  onSaved,
}: {
  member: StaffMember;
  onBack: () => void;
  onSaved: (member: StaffMember) => void;
}) {
  const form = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { name: member.name, email: member.email },
  });
  const save = useMutation({
    mutationFn: (change: StaffChange) => changeStaff(member.id, change),
    onSuccess: onSaved,
  });
  const submit = (values: Details) => {
    const change: StaffChange = {
      ...(values.name !== member.name ? { name: values.name } : {}),
      ...(values.email !== member.email ? { email: values.email } : {}),
    };
    if (Object.keys(change).length === 0) onBack();
    else save.mutate(change);
  };
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <FailureNotice error={save.error} />
      <Field id="details-name" label={staffText.name} error={errors.name?.message}>
        <Input
          id="details-name"
          autoComplete="off"
          invalid={Boolean(errors.name)}
          {...form.register('name')}
        />
      </Field>
      <Field id="details-email" label={staffText.email} error={errors.email?.message}>
        <Input
          id="details-email"
          type="email"
          autoComplete="off"
          invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </Field>
      <p className="mb-5 text-ink-muted">{staffText.detailsNote}</p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {staffText.back}
        </Button>
        <Button type="submit" busy={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {staffText.saveDetails}
        </Button>
      </div>
    </form>
  );
}
