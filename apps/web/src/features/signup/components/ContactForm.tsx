import type { ContactInfo } from '@zechus/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ContactInputs } from '../../../components/ui/ContactInputs.tsx';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import { billingStep, signupRules } from '../rules.ts';

type ContactInput = { name: string; phone: string; email: string };

const resolver = lazyResolver(signupRules, (rules) => rules.contactResolver);

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
    resolver,
    mode: 'onTouched',
    defaultValues: saved ?? { name: '', phone: '', email: '' },
  });
  return (
    <form
      noValidate
      aria-labelledby="contactInfo-title"
      {...preloadOnUse(signupRules, billingStep)}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      className="space-y-1"
    >
      <ContactInputs
        idPrefix="contact"
        name={register('name')}
        phone={register('phone')}
        email={register('email')}
        errors={{
          name: errors.name?.message,
          phone: errors.phone?.message,
          email: errors.email?.message,
        }}
      />
      <Button type="submit" size="lg" inactive={!isValid}>
        Continue
      </Button>
    </form>
  );
}
