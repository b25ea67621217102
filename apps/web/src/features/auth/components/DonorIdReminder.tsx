import type { DonorIdReminderInput, DonorIdReminderRequest } from '@zechus/shared';
import { CircleCheck, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { FormFieldset } from '../../../components/ui/FormFieldset.tsx';
import { donor } from '../../../i18n/donor.ts';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import { FieldShell, TextInput } from '../../contact/components/FormField.tsx';
import { useRequestDonorId } from '../api.ts';
import { loginFailureMessage } from '../login-failure.ts';
import { authRules } from '../rules.ts';

const reminderResolver = lazyResolver(authRules, (rules) => rules.donorIdReminderResolver);

/**
 * "E-mail me my donor ID" (issue 13 §3): a link under the login form opens a one-field form. The
 * server answers the same sentence whether or not the address is a donor's; it is shown as sent.
 */
export function DonorIdReminder({
  initialEmail,
  startOpen = false,
}: {
  /** What was typed in the login form's e-mail field, to save typing it twice. */
  initialEmail: () => string;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useRequestDonorId();
  const panelId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<DonorIdReminderInput, unknown, DonorIdReminderRequest>({
    resolver: reminderResolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const toggle = () => {
    setOpen(!open);
    if (!open) {
      // Once the field is rendered (next tick): what the login form had, and the focus.
      setTimeout(() => {
        setValue('email', initialEmail());
        setFocus('email');
      }, 0);
    }
  };

  const onSubmit = (body: DonorIdReminderRequest) => {
    if (send.isPending) return;
    setFailure(null);
    setAnswer(null);
    send.mutate(body, {
      onSuccess: (reply) => setAnswer(reply.message),
      onError: (error) => setFailure(loginFailureMessage(error)),
    });
  };

  const clear = () => {
    setFailure(null);
    setAnswer(null);
  };

  return (
    <div className="mt-6 text-center">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="font-medium text-primary underline underline-offset-4"
      >
        {donor.login.forgotId}
      </button>
      {/* Only while open: closed, the login form's e-mail field is the page's only one. */}
      <div id={panelId} className="text-left">
        {open ? (
          <>
            <p className="mt-4 mb-4 leading-relaxed text-ink-muted">{donor.login.forgotIdLede}</p>
            <form
              noValidate
              aria-label={donor.login.forgotId}
              onSubmit={(event) => void handleSubmit(onSubmit)(event)}
              {...preloadOnUse(authRules)}
            >
              <FormFieldset className="space-y-1">
                <FieldShell
                  id="reminder-email"
                  label={donor.login.email}
                  error={errors.email?.message}
                >
                  <TextInput
                    id="reminder-email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    spellCheck={false}
                    autoCapitalize="none"
                    invalid={Boolean(errors.email)}
                    {...register('email', { onChange: clear })}
                  />
                </FieldShell>
                <Button
                  type="submit"
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  busy={send.isPending}
                >
                  {send.isPending ? null : <Mail aria-hidden="true" className="size-5" />}
                  <span>
                    {send.isPending ? donor.login.forgotIdSending : donor.login.forgotIdSubmit}
                  </span>
                </Button>
              </FormFieldset>
            </form>
            <div role="status" className="empty:hidden">
              {answer ? (
                <p
                  data-state="success"
                  className="mt-4 flex items-start gap-2 rounded-lg border-2 border-done bg-done/10 px-4 py-3 font-medium text-ink"
                >
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-done" />
                  <span>{answer}</span>
                </p>
              ) : null}
            </div>
            {failure ? <ErrorNotice className="mt-4 mb-0">{failure}</ErrorNotice> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
