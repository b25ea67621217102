import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OFFICE_PATHS, setPasswordSchema, type SetPassword } from '@zechus/shared';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { fetchWelcome, officeErrorMessage, officeMeKey, setPassword } from './api.ts';
import { FailureNotice } from './Notices.tsx';
import { DoorCard } from './OfficeLoginPage.tsx';
import { useOfficeTitle } from './OfficePage.tsx';
import { officeText } from './strings.ts';

/**
 * /office/welcome/:token — a new staff member (or one who lost their password) chooses a
 * password through their one-time link, and is signed in.
 */
export default function WelcomePage() {
  useOfficeTitle(officeText.welcomeTitle);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['office', 'welcome', token],
    queryFn: () => fetchWelcome(token),
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm<SetPassword>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: SetPassword) => setPassword(token, values),
    onSuccess: (me) => {
      queryClient.setQueryData(officeMeKey, me);
      void navigate(OFFICE_PATHS.home, { replace: true });
    },
  });
  const { errors } = form.formState;

  return (
    <DoorCard title={officeText.welcomeTitle}>
      {info.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5 text-primary" />
          {officeText.loading}
        </p>
      ) : info.isError ? (
        <div className="mt-4">
          <ErrorNotice>{officeErrorMessage(info.error, officeText.linkNotUsable)}</ErrorNotice>
        </div>
      ) : (
        <>
          <p className="mt-2 mb-6 text-ink-muted">{officeText.welcomeIntro(info.data.name)}</p>
          <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
            <FailureNotice error={mutation.error} />
            {/* For password managers: the account this password belongs to. */}
            <input type="email" autoComplete="username" value={info.data.email} readOnly hidden />
            <Field
              id="new-password"
              label={officeText.newPassword}
              hint={officeText.newPasswordHint}
              error={errors.password?.message}
            >
              <Input
                id="new-password"
                type="password"
                autoComplete="new-password"
                autoFocus
                hasHint
                invalid={Boolean(errors.password)}
                {...form.register('password')}
              />
            </Field>
            <Field
              id="confirm-password"
              label={officeText.confirmPassword}
              error={errors.confirm?.message}
            >
              <Input
                id="confirm-password"
                type="password"
                autoComplete="new-password"
                invalid={Boolean(errors.confirm)}
                {...form.register('confirm')}
              />
            </Field>
            <Button type="submit" size="lg" busy={mutation.isPending} className="mt-2 w-full">
              <KeyRound aria-hidden="true" className="size-5" />
              {officeText.savePassword}
            </Button>
          </form>
        </>
      )}
    </DoorCard>
  );
}
