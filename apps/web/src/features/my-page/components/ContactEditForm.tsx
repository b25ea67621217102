import {
  apiErrorCode,
  MY_PAGE_ERROR,
  type MyContactEdit,
  type MyContactEditInput,
  type MyPage,
} from '@zechus/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { ContactInputs } from '../../../components/ui/ContactInputs.tsx';
import { donor } from '../../../i18n/donor.ts';
import { isApiError } from '../../../lib/api.ts';
import { useSaveContact } from '../api.ts';
import { contactEditResolver } from '../my-page-rules.ts';

type Contact = MyPage['contact'];

/**
 * The form of "Your details", with its rules (Zod): its own chunk, loaded when the donor presses
 * Edit rather than with My Page (decision 0029).
 */
export default function ContactEditForm({
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
    resolver: contactEditResolver,
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
