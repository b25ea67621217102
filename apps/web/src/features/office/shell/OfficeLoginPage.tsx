import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeLoginSchema, safeNextPath, type OfficeLogin } from '@zechus/shared';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { Logo } from '../../../components/ui/Logo.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api.ts';
import { officeErrorMessage, officeLogin, officeMeKey, useOfficeMe } from './api.ts';
import { useOfficeTitle } from './OfficePage.tsx';
import { officeText } from './strings.ts';

const loginError = (error: unknown): string =>
  isApiError(error) && error.status === 429
    ? officeErrorMessage(error, officeText.rateLimited)
    : officeErrorMessage(error, officeText.genericError);

/** A calm card on parchment: the office's door (also used by the welcome page). */
export function DoorCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="office-main" className="grid min-h-dvh place-items-center bg-parchment px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center text-primary">
          <Logo className="h-12" />
        </div>
        <section
          aria-labelledby="page-title"
          className="rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-8"
        >
          <h1 id="page-title" className="text-3xl font-semibold tracking-tight">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </main>
  );
}

/** /office/login: e-mail and password; then back where the person was going. */
export default function OfficeLoginPage() {
  useOfficeTitle(officeText.signIn);
  const [search] = useSearchParams();
  const next = safeNextPath(search.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useOfficeMe();
  const form = useForm<OfficeLogin>({
    resolver: zodResolver(officeLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: officeLogin,
    onSuccess: (signedIn) => {
      queryClient.setQueryData(officeMeKey, signedIn);
      void navigate(next, { replace: true });
    },
  });
  if (me.data && !mutation.isPending && !mutation.isSuccess) return <Navigate to={next} replace />;
  const { errors } = form.formState;
  return (
    <DoorCard title={officeText.loginTitle}>
      <p className="mt-2 mb-6 text-ink-muted">{officeText.loginIntro}</p>
      {me.isPending ? (
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5 text-primary" />
          {officeText.checkingSession}
        </p>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          {mutation.isError ? <ErrorNotice>{loginError(mutation.error)}</ErrorNotice> : null}
          <Field id="office-email" label={officeText.email} error={errors.email?.message}>
            <Input
              id="office-email"
              type="email"
              autoComplete="username"
              autoFocus
              invalid={Boolean(errors.email)}
              {...form.register('email')}
            />
          </Field>
          <Field id="office-password" label={officeText.password} error={errors.password?.message}>
            <Input
              id="office-password"
              type="password"
              autoComplete="current-password"
              invalid={Boolean(errors.password)}
              {...form.register('password')}
            />
          </Field>
          <Button type="submit" size="lg" busy={mutation.isPending} className="mt-2 w-full">
            <LogIn aria-hidden="true" className="size-5" />
            {officeText.signIn}
          </Button>
        </form>
      )}
    </DoorCard>
  );
}
