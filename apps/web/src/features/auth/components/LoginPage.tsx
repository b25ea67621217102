import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { ROUTES } from '@zechus/shared';
import type { LoginRequest, LoginRequestInput } from '@zechus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import candleUrl from '../../../assets/candle.svg';
import { Button } from '../../../components/ui/Button.tsx';
import { donor } from '../../../i18n/donor.ts';
import { useClientState } from '../../../lib/client-state.ts';
import { lazyResolver, preloadOnUse } from '../../../lib/lazy-module.ts';
import { FieldShell, TextInput } from '../../contact/components/FormField.tsx';
import { useLogin } from '../api.ts';
import { loginFailureMessage } from '../login-failure.ts';
import { takeReturnPath } from '../return-path.ts';
import { authRules } from '../rules.ts';
import { FormFieldset } from '../../../components/ui/FormFieldset.tsx';
import { DonorIdReminder } from './DonorIdReminder.tsx';

const EMPTY: LoginRequestInput = { email: '', id: '' };
const loginResolver = lazyResolver(authRules, (rules) => rules.loginResolver);

/** A sentence another page sent the donor here with (an e-mailed link that did not sign in). */
const noticeOf = (state: unknown): string | null => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
};

/** Login (spec §2, §4, §5): e-mail and donor ID, then back to where the donor was going. */
export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setAuth = useClientState((state) => state.setAuth);
  const login = useLogin();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(() => noticeOf(location.state));
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginRequestInput, unknown, LoginRequest>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = (credentials: LoginRequest) => {
    if (login.isPending) return;
    setFailure(null);
    login.mutate(credentials, {
      onSuccess: () => {
        setAuth(true);
        // Anything loaded (or refused) under another session is stale now.
        queryClient.removeQueries({ queryKey: ['my-page'] });
        queryClient.removeQueries({ queryKey: ['progress'] });
        void navigate(takeReturnPath() ?? ROUTES.Enrollments.path, { replace: true });
      },
      onError: (error) => setFailure(loginFailureMessage(error)),
    });
  };

  const clearFailure = () => setFailure(null);

  return (
    <section
      aria-labelledby="page-title"
      className="container-content flex min-h-[70vh] items-center justify-center py-10 sm:py-16"
    >
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-stone bg-white px-5 py-8 shadow-card sm:px-10 sm:py-10">
        <img src={candleUrl} alt="" width={48} height={64} className="mx-auto mb-4 h-16 w-auto" />
        <h1
          id="page-title"
          className="text-center text-3xl font-semibold tracking-tight sm:text-[2.1rem]"
        >
          {donor.login.title}
        </h1>
        <p className="mt-3 text-center leading-relaxed text-ink-muted">{donor.login.lede}</p>

        <form
          noValidate
          aria-labelledby="page-title"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          className="mt-8"
          {...preloadOnUse(authRules)}
        >
          <FormFieldset className="space-y-1">
            <FieldShell id="login-email" label={donor.login.email} error={errors.email?.message}>
              <TextInput
                id="login-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                autoCapitalize="none"
                invalid={Boolean(errors.email)}
                {...register('email', { onChange: clearFailure })}
              />
            </FieldShell>
            <FieldShell id="login-id" label={donor.login.id} error={errors.id?.message}>
              <TextInput
                id="login-id"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                pattern="[0-9]*"
                maxLength={12}
                spellCheck={false}
                placeholder={donor.login.idHint}
                invalid={Boolean(errors.id)}
                {...register('id', { onChange: clearFailure })}
              />
            </FieldShell>

            <div aria-live="assertive" className="min-h-0">
              {failure ? <ErrorNotice>{failure}</ErrorNotice> : null}
            </div>

            <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
              {login.isPending ? null : <LogIn aria-hidden="true" className="size-5" />}
              <span>{login.isPending ? donor.login.submitting : donor.login.submit}</span>
            </Button>
          </FormFieldset>
        </form>

        <DonorIdReminder
          initialEmail={() => getValues('email')}
          startOpen={noticeOf(location.state) !== null}
        />

        <p className="mt-8 border-t border-stone pt-6 text-center text-ink-muted">
          {donor.login.noAccount}{' '}
          <Link to={ROUTES.SignUp.path} className="font-medium text-primary underline">
            {donor.login.signUp}
          </Link>
        </p>
      </div>
    </section>
  );
}
