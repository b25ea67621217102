import { civilDateText, dedicationPriceCents, shivaStartChoices } from '@zechus/shared';
import type { Episode, Plan } from '@zechus/shared';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { describedBy } from '../../../components/ui/FormField.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { EpisodeFormValues } from '../episode-form.ts';

interface ShivaStartProps {
  plan: Plan;
  today: string;
  error: string | undefined;
  form: UseFormReturn<EpisodeFormValues, unknown, Episode>;
}

/**
 * The shiva plan's one date: when shiva began — today or up to 6 days ago — so the learning
 * covers only the days left of the seven, at the price of those days (docs/decisions/0023).
 */
export function ShivaStart({ plan, today, error, form }: ShivaStartProps) {
  const began = useWatch({ control: form.control, name: 'shivaBegan' });
  const choices = shivaStartChoices(today);
  const chosen = choices.find((choice) => choice.day === began);
  const invalid = Boolean(error);
  return (
    <fieldset aria-describedby={describedBy('episode-shiva', invalid, true)} className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink">When did shiva begin?</legend>
      <p id="episode-shiva-hint" className="mb-2 text-sm text-ink-muted">
        The learning covers the days of the seven still to come, today included.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.day} className="relative block cursor-pointer">
            <input
              type="radio"
              value={choice.day}
              className="peer sr-only"
              {...form.register('shivaBegan', { onChange: () => void form.trigger('shivaBegan') })}
            />
            <span className="flex min-h-12 flex-wrap items-baseline justify-between gap-x-3 rounded-lg border-2 border-stone bg-white px-3 py-2 peer-checked:border-gold peer-checked:bg-gold-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold hover:border-gold">
              <span className="font-semibold text-ink">{choice.label}</span>
              <span className="text-sm text-ink-muted">{civilDateText(choice.day)}</span>
            </span>
          </label>
        ))}
      </div>
      {chosen && !invalid ? (
        <p className="mt-3 rounded-lg bg-gold-soft/60 px-3 py-2 text-ink" aria-live="polite">
          {chosen.daysLeft === 7 ? 'All seven days' : `${chosen.daysLeft} of the seven days`} of
          learning:{' '}
          <strong>
            {formatPrice(
              dedicationPriceCents(plan.type, Math.round(plan.price * 100), chosen.daysLeft) / 100,
            )}
          </strong>
          {chosen.daysLeft < 7
            ? ` (the week’s ${formatPrice(plan.price)} for the days left)`
            : null}
        </p>
      ) : null}
      <p id="episode-shiva-error" aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </fieldset>
  );
}
