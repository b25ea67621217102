import {
  DAILY_MAIL_FIRST_HOUR,
  DAILY_MAIL_LAST_HOUR,
  hourLabel,
  type DailyMailSettings as Settings,
} from '@zechus/shared';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Field, Select } from '../../../components/ui/FormField.tsx';
import { dailyMail } from '../../../i18n/daily-mail.ts';
import { useDailyMailSettings, useSaveDailyMailSettings } from '../../daily-mail/api.ts';

const t = dailyMail.settings;
const HOURS = Array.from(
  { length: DAILY_MAIL_LAST_HOUR - DAILY_MAIL_FIRST_HOUR + 1 },
  (_, i) => DAILY_MAIL_FIRST_HOUR + i,
);

/** The form, once the settings are read: on or off, and the hour (the server checks both). */
function SettingsForm({ enrollmentId, saved }: { enrollmentId: number; saved: Settings }) {
  const save = useSaveDailyMailSettings(enrollmentId);
  const { register, handleSubmit } = useForm<{ on: boolean; hour: string }>({
    defaultValues: { on: saved.on, hour: String(saved.hour) },
  });
  const submit = (values: { on: boolean; hour: string }) =>
    save.mutate({ on: values.on, hour: Number(values.hour) });
  const id = `daily-mail-${enrollmentId}`;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="mt-4 space-y-4"
    >
      <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
        <input type="checkbox" className="size-5 accent-primary" {...register('on')} />
        {t.on}
      </label>
      <Field id={`${id}-hour`} label={t.hour} className="max-w-48">
        <Select id={`${id}-hour`} invalid={false} {...register('hour')}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </Select>
      </Field>
      {save.isError ? <ErrorNotice>{t.failed}</ErrorNotice> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
          {t.save}
        </Button>
        {save.isSuccess ? (
          <p role="status" className="text-sm text-ink-muted">
            {save.data.on ? t.savedOn(hourLabel(save.data.hour)) : t.savedOff}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * My Page, a shiva's or shloishim's dedication: the sponsor's daily e-mail through the mourning
 * (issue 26 §6, decision 0041) — off until they turn it on here, at 19:00 unless they choose.
 * Nothing is drawn until the settings are read (the server draws nothing either), and nothing
 * for the other plans.
 */
export function DailyMailSettings({ enrollmentId }: { enrollmentId: number }) {
  const settings = useDailyMailSettings(enrollmentId);
  if (!settings.data?.offered) return null;
  return (
    <section
      aria-labelledby={`daily-mail-${enrollmentId}-title`}
      className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card"
    >
      <h2
        id={`daily-mail-${enrollmentId}-title`}
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <Mail aria-hidden="true" className="size-5 text-gold-ink" />
        {t.title}
      </h2>
      <p className="mt-1 text-ink-muted">{t.lede}</p>
      <SettingsForm enrollmentId={enrollmentId} saved={settings.data} />
    </section>
  );
}
