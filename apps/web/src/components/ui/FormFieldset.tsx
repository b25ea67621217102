import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { cn } from '../../lib/cn.ts';

/** A form's fields, disabled until the app has hydrated the prerendered page (useHydrated). */
export function FormFieldset({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} className={cn('min-w-0', className)}>
      {children}
    </fieldset>
  );
}
