import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import type { ContactMessage, ContactMessageInput } from '@zechus/shared';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { en } from '../../../i18n/en.ts';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import { useSendContactMessage } from '../api.ts';
import { contactRules } from '../rules.ts';
import { FieldShell, TextArea, TextInput } from './FormField.tsx';
import { FormFieldset } from '../../../components/ui/FormFieldset.tsx';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };
const resolver = lazyResolver(contactRules, (rules) => rules.contactMessageResolver);

type Outcome = 'sent' | 'failed' | null;

/** The Contact page form (spec §2, §4): Name, Email, Message and Send. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const values = useWatch({ control });
  const incomplete = [values.name, values.email, values.message].some(
    (value) => !value || value.trim() === '',
  );
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = (message: ContactMessage) => {
    if (send.isPending) return;
    setOutcome(null);
    send.mutate(message, {
      onSuccess: () => {
        reset(EMPTY);
        setOutcome('sent');
      },
      onError: () => setOutcome('failed'),
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      {...preloadOnUse(contactRules)}
      onSubmit={(event) => {
        if (incomplete) {
          event.preventDefault();
          return;
        }
        void handleSubmit(onSubmit)(event);
      }}
    >
      <FormFieldset className="space-y-2">
        <FieldShell id="contact-name" label="Name" error={errors.name?.message}>
          <TextInput
            id="contact-name"
            type="text"
            autoComplete="name"
            invalid={Boolean(errors.name)}
            {...register('name', { onChange: () => setOutcome(null) })}
          />
        </FieldShell>
        <FieldShell id="contact-email" label="Email" error={errors.email?.message}>
          <TextInput
            id="contact-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            invalid={Boolean(errors.email)}
            {...register('email', { onChange: () => setOutcome(null) })}
          />
        </FieldShell>
        <FieldShell id="contact-message" label="Message" error={errors.message?.message}>
          <TextArea
            id="contact-message"
            rows={6}
            invalid={Boolean(errors.message)}
            {...register('message', { onChange: () => setOutcome(null) })}
          />
        </FieldShell>

        <div className="pt-2">
          <Button type="submit" size="lg" inactive={incomplete} busy={send.isPending}>
            {en.contact.send}
          </Button>
        </div>

        <div role="status" className="empty:hidden">
          {send.isPending ? <p className="mt-3 text-ink-muted">{en.contact.sending}</p> : null}
          {outcome === 'sent' ? (
            <p
              data-state="success"
              className="mt-4 flex items-center gap-2 rounded-lg border-2 border-done bg-done/10 px-4 py-3 font-medium text-ink"
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-done" />
              {en.contact.sent}
            </p>
          ) : null}
        </div>
        {outcome === 'failed' ? (
          <ErrorNotice kind="declined" className="mt-4 mb-0">
            {en.contact.failed}
          </ErrorNotice>
        ) : null}
      </FormFieldset>
    </form>
  );
}
