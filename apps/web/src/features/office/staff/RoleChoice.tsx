import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  staffRoles,
  type StaffRole,
} from '@zechus/shared';
import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The three roles as radio cards, each saying what it opens: the owner chooses knowing what the
 * person will be able to do. A native radio group, so arrows move between roles.
 */
export function RoleChoice({
  legend,
  name,
  error,
  inputProps,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  error?: string | undefined;
  /** react-hook-form's register(), or nothing when value/onChange control it. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  value?: StaffRole;
  onChange?: (role: StaffRole) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-medium text-ink">{legend}</legend>
      <div className="grid gap-2">
        {staffRoles.map((role) => (
          <label
            key={role}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone bg-white px-4 py-3 transition-colors',
              'hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-gold-soft/30',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
            )}
          >
            <input
              type="radio"
              value={role}
              name={name}
              className="mt-1 size-5 shrink-0 accent-primary focus-visible:outline-none"
              {...(inputProps ?? {})}
              {...(value !== undefined
                ? { checked: value === role, onChange: () => onChange?.(role) }
                : {})}
            />
            <span>
              <span className="block font-semibold">{STAFF_ROLE_LABELS[role]}</span>
              <span className="block text-sm text-ink-muted">{STAFF_ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </fieldset>
  );
}
