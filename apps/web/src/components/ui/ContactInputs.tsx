import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './FormField.tsx';

interface ContactInputsProps {
  /** Prefix of the field ids, unique on the page: `${idPrefix}-name`, `-phone`, `-email`. */
  idPrefix: string;
  /** The person's name; left out where the name asked for is the card's (the donation form). */
  name?: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  labels?: { name?: string; phone?: string; email?: string };
  /** A word under the e-mail (e.g. that the old address will be told of a change). */
  emailHint?: ReactNode;
  errors: { name?: string | undefined; phone?: string | undefined; email?: string | undefined };
}

/**
 * A person's name, phone and e-mail, as the sign-up, the donation form and My Page's "Your
 * details" all ask for them: the same keyboards on a phone (tel, email), the same autofill, the
 * phone number kept left to right, no spell-checking of an address.
 */
export function ContactInputs({
  idPrefix,
  name,
  phone,
  email,
  labels = {},
  emailHint,
  errors,
}: ContactInputsProps) {
  const emailField = (
    <TextField
      id={`${idPrefix}-email`}
      label={labels.email ?? 'Email'}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      hint={emailHint}
      error={errors.email}
      {...email}
    />
  );
  return (
    <>
      {name ? (
        <TextField
          id={`${idPrefix}-name`}
          label={labels.name ?? 'Your Name'}
          type="text"
          autoComplete="name"
          error={errors.name}
          {...name}
        />
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-phone`}
          label={labels.phone ?? 'Contact Number'}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          error={errors.phone}
          {...phone}
        />
        {/* A hint above one input of a pair would push it below its neighbour: alone, then. */}
        {emailHint ? null : emailField}
      </div>
      {emailHint ? emailField : null}
    </>
  );
}
