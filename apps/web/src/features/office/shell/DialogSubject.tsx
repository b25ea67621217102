import type { ReactNode } from 'react';

/**
 * What a dialog is about — a child and a perek, a day — in a quiet box at its top, so the person
 * sees whose thing they are about to change before they change it.
 */
export function DialogSubject({ children }: { children: ReactNode }) {
  return (
    <div className="mb-5 rounded-xl border border-stone bg-parchment px-4 py-3">{children}</div>
  );
}
