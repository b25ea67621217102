import { zodResolver } from '@hookform/resolvers/zod';
import { contactInfoSchema } from '@zechus/shared';
import type { ContactInfo } from '@zechus/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';

type ContactInput = { name: string; phone: string; email: string };

/** The contact step: Your Name, Contact Number, Email and Continue (spec §2). */
export function ContactForm({
  saved,
  onSave,
}: {
  saved: ContactInfo | null;
  onSave: (contact: ContactInfo) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ContactInput, unknown, ContactInfo>({
    resolver: zodResolver(contactInfoSchema),
    mode: 'onTouched',
    defaultValues: saved ?? { name: '', phone: '', email: '' },
  });
  return (
    <form
      noValidate
      aria-labelledby="contactInfo-title"
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="space-y-1"
    >
      <Field id="contact-name" label="Your Name" error={errors.name?.message}>
        <Input
          id="contact-name"
          type="text"
          autoComplete="name"
          invalid={Boolean(errors.name)}
          {...register('name')}
        />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="contact-phone" label="Contact Number" error={errors.phone?.message}>
          <Input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            invalid={Boolean(errors.phone)}
            {...register('phone')}
          />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            invalid={Boolean(errors.email)}
            {...register('email')}
          />
        </Field>
      </div>
      <Button type="submit" size="lg" inactive={!isValid}>
        Continue
      </Button>
    </form>
  );
}
