import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES, staffLoginSchema } from '@zechus/shared';
import type { StaffLogin } from '@zechus/shared';
import { LogOut, MonitorPlay, ScanBarcode } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api.ts';
import { serverMessage, staffLogin, staffLogout, staffMeKey, useStaffMe } from '../api.ts';
import { staffText } from '../strings.ts';
import { ReloadWallsControl } from './ReloadWallsControl.tsx';

function loginError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429) return staffText.rateLimited;
    if (error.status === 403 || error.status === 401)
      return serverMessage(error) ?? staffText.wrongLogin;
    return serverMessage(error) ?? staffText.genericError;
  }
  return staffText.genericError;
}

function SignInForm() {
  const queryClient = useQueryClient();
  const form = useForm<StaffLogin>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: staffLogin,
    onSuccess: (me) => queryClient.setQueryData(staffMeKey, me),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="space-y-2"
      aria-labelledby="staff-signin-title"
    >
      <h2 id="staff-signin-title" className="mb-4 text-2xl font-semibold">
        {staffText.signIn}
      </h2>
      <Field id="staff-email" label={staffText.email} error={errors.email?.message}>
        <Input
          id="staff-email"
          type="email"
          autoComplete="username"
          invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </Field>
      <Field id="staff-password" label={staffText.password} error={errors.password?.message}>
        <Input
          id="staff-password"
          type="password"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </Field>
      <p role="alert" className="min-h-6 font-medium text-danger">
        {mutation.isError ? loginError(mutation.error) : ''}
      </p>
      <Button type="submit" size="lg" busy={mutation.isPending}>
        {staffText.signIn}
      </Button>
    </form>
  );
}

function StaffTools({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: staffLogout,
    onSettled: () => queryClient.setQueryData(staffMeKey, null),
  });
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg">{staffText.signedInAs(name)}</p>
        <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" className="size-4" />
          {staffText.signOut}
        </Button>
      </div>
      <section aria-labelledby="staff-tools-title" className="space-y-4">
        <h2 id="staff-tools-title" className="text-2xl font-semibold">
          {staffText.tools}
        </h2>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={ROUTES.ScanStation.path} variant="primary">
            <ScanBarcode aria-hidden="true" className="size-4" />
            {staffText.scanStation}
          </ButtonLink>
          <ButtonLink to={ROUTES.BigScreenIndex.path} variant="secondary">
            <MonitorPlay aria-hidden="true" className="size-4" />
            {staffText.bigScreen}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="staff-reload-title" className="space-y-3">
        <h2 id="staff-reload-title" className="text-2xl font-semibold">
          {staffText.reloadTitle}
        </h2>
        <p className="text-ink-muted">{staffText.reloadHelp}</p>
        <ReloadWallsControl />
      </section>
    </div>
  );
}

/** /staff: staff sign in, then the hall's tools (scanner, previews, reload every wall). */
export default function StaffPage() {
  const me = useStaffMe();
  return (
    <section aria-labelledby="page-title" className="container-content py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-10">
        <h1 id="page-title" className="text-4xl font-semibold tracking-tight">
          {staffText.heading}
        </h1>
        <p className="mt-2 mb-8 text-ink-muted">{staffText.intro}</p>
        {me.isPending ? (
          <p role="status" className="flex items-center gap-3 text-ink-muted">
            <Spinner className="size-5 text-primary" />
            Checking your session…
          </p>
        ) : me.data ? (
          <StaffTools name={me.data.name} />
        ) : (
          <SignInForm />
        )}
      </div>
    </section>
  );
}
