import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useAutoFocus } from '../../hooks/useAutoFocus.ts';
import { cn } from '../../lib/cn.ts';

export const fieldClass =
  'block w-full rounded-lg border border-[#8a8270] bg-white px-4 py-3 text-base text-ink shadow-inner shadow-stone/40 transition-colors placeholder:text-ink-muted/80 hover:border-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

/** A file chooser: its "Choose file" part a solid button of 48 px, the file's name beside it. */
export const fileInputClass =
  'block w-full max-w-md rounded-lg border border-[#8a8270] bg-white text-ink file:me-3 file:min-h-12 file:cursor-pointer file:rounded-s-lg file:border-0 file:bg-primary file:px-4 file:font-semibold file:text-white hover:file:bg-primary-strong';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** A short hint under the label, read with the field. */
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label above, the control, and the error under it — announced as it changes (VISUAL.md). */
export function Field({ id, label, error, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <p id={`${id}-error`} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}

/** aria-describedby for a field: its hint and, when invalid, its error. */
export const describedBy = (id: string, invalid: boolean, hint = false): string | undefined =>
  [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined;

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  invalid: boolean;
  hasHint?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function Input({
  id,
  invalid,
  hasHint = false,
  className,
  autoFocus,
  ref,
  ...rest
}: InputProps) {
  const focusRef = useAutoFocus(autoFocus, ref);
  return (
    <input
      ref={focusRef}
      id={id}
      aria-invalid={invalid}
      aria-describedby={describedBy(id, invalid, hasHint)}
      className={cn(fieldClass, className)}
      {...rest}
    />
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  invalid: boolean;
  ref?: Ref<HTMLSelectElement>;
};

export function Select({ id, invalid, className, children, ...rest }: SelectProps) {
  return (
    <select
      id={id}
      aria-invalid={invalid}
      aria-describedby={describedBy(id, invalid)}
      className={cn(fieldClass, 'appearance-auto pe-3', className)}
      {...rest}
    >
      {children}
    </select>
  );
}

type TextFieldProps = Omit<InputProps, 'invalid' | 'hasHint'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error (react-hook-form's `errors.x?.message`): shown, announced, and invalid. */
  error?: string | undefined;
  /** Classes of the field's wrapper (the input takes `className`). */
  fieldClassName?: string;
};

/**
 * A labelled text input in one piece: label above, hint, the input, the error under it. Spread
 * react-hook-form's `register('x')` into it like into an input.
 */
export function TextField({ id, label, hint, error, fieldClassName, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      <Input id={id} invalid={Boolean(error)} hasHint={Boolean(hint)} {...input} />
    </Field>
  );
}
