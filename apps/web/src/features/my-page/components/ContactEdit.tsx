import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiErrorCode,
  MY_PAGE_ERROR,
  myContactEditSchema,
  type MyContactEdit,
  type MyContactEditInput,
  type MyPage,
} from '@zechus/shared';
import { CircleCheck, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { ContactInputs } from '../../../components/ui/ContactInputs.tsx';
import { donor } from '../../../i18n/donor.ts';
import { isApiError } from '../../../lib/api.ts';
import { useSaveContact } from '../api.ts';

type Contact = MyPage['contact'];

function ContactForm({
  contact,
  onCancel,
  onSaved,
}: {
  contact: Contact;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const save = useSaveContact();
  const text = donor.account;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<MyContactEditInput, unknown, MyContactEdit>({
    resolver: zodResolver(myContactEditSchema),
    mode: 'onTouched',
    defaultValues: { name: contact.name, phone: contact.phone ?? '', email: contact.email },
  });
  const submit = (values: MyContactEdit) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        // An address another donor has: said next to the field, in the server's sentence.
        if (isApiError(error) && apiErrorCode(error.body) === MY_PAGE_ERROR.emailTaken) {
          const message = (error.body as { message?: string }).message ?? '';
          setError('email', { message }, { shouldFocus: true });
        }
      },
    });
  const otherFailure =
    save.isError && !(isApiError(save.error) && apiErrorCode(save.error.body) === 'email_taken');

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-4">
      {otherFailure ? <ErrorNotice className="mb-4">{text.failed}</ErrorNotice> : null}
      <ContactInputs
        idPrefix="my-contact"
        name={register('name')}
        phone={register('phone')}
        email={register('email')}
        labels={{ name: text.contactName, phone: text.contactPhone, email: text.contactEmail }}
        emailHint={text.contactEmailNote}
        errors={{
          name: errors.name?.message,
          phone: errors.phone?.message,
          email: errors.email?.message,
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" inactive={!isValid} busy={save.isPending}>
          {text.contactSave}
        </Button>
      </div>
    </form>
  );
}

/** "Your details": the donor's name, phone and e-mail, which they may correct (issue 13 §4). */
export function ContactEdit({ contact }: { contact: Contact }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const text = donor.account;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-stone bg-white px-5 py-5 shadow-card sm:px-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="flex items-center gap-2 text-2xl font-semibold">
            <UserRound aria-hidden="true" className="size-6 text-gold-ink" />
            {text.contactTitle}
          </h2>
          <p className="mt-1 text-ink-muted">{text.contactLede}</p>
        </div>
        {editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {text.contactEdit}
          </Button>
        )}
      </div>
      {editing ? (
        <ContactForm
          contact={contact}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
          {[
            [text.contactName, contact.name],
            [text.contactPhone, contact.phone ?? text.noPhone],
            [text.contactEmail, contact.email],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {saved ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-done">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.contactSaved}
        </p>
      ) : null}
    </section>
  );
}
