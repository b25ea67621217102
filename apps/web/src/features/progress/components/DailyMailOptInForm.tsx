import { zodResolver } from '@hookform/resolvers/zod';
import { dailyMailOptInSchema, type DailyMailOptIn } from '@zechus/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { dailyMail } from '../../../i18n/daily-mail.ts';
import { useAskDailyMail } from '../../daily-mail/api.ts';

const t = dailyMail.optIn;
const resolver = zodResolver(dailyMailOptInSchema);

/**
 * The relative's e-mail for the daily message: its own chunk, loaded when they press the button
 * (decision 0029). What follows is a confirm link in their inbox (double opt-in).
 */
export default function DailyMailOptInForm({ shareToken }: { shareToken: string }) {
  const ask = useAskDailyMail(shareToken);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }, unknown, DailyMailOptIn>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  if (ask.isSuccess) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-parchment p-4 leading-relaxed text-ink">
        {t.sent}
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => ask.mutate(values))(event)}
      className="mt-4"
    >
      <Field id="daily-mail-email" label={t.email} error={errors.email?.message}>
        <Input
          id="daily-mail-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          invalid={Boolean(errors.email)}
          {...register('email')}
        />
      </Field>
      {ask.isError ? <ErrorNotice className="mb-4">{t.failed}</ErrorNotice> : null}
      <Button type="submit" busy={ask.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
