import { cn } from '../../../lib/cn.ts';

/**
 * A few choices as one row of toggles (radio buttons underneath: arrow keys move between them,
 * the legend names the group), each a 44 px target. Wraps onto a second line on a phone.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block font-medium text-ink">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-3xl border border-[#8a8270] bg-white p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 font-semibold whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
              value === option.value ? 'bg-primary text-white' : 'text-ink hover:bg-gold-soft/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
