import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';

export const fieldClass =
  'block w-full rounded-lg border border-[#8a8270] bg-white px-4 py-3 text-base text-ink shadow-inner shadow-stone/40 transition-colors placeholder:text-ink-muted/80 hover:border-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** Label above, the control, and the error under it — announced as it changes (VISUAL.md). */
export function FieldShell({ id, label, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; invalid: boolean };

export function TextInput({ id, invalid, className, ...rest }: InputProps) {
  return (
    <input
      id={id}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={cn(fieldClass, className)}
      {...rest}
    />
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; invalid: boolean };

export function TextArea({ id, invalid, className, ...rest }: TextAreaProps) {
  return (
    <textarea
      id={id}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={cn(fieldClass, 'min-h-40 resize-y', className)}
      {...rest}
    />
  );
}
